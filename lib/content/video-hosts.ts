// The video players pages may embed: the iframes administrators' HTML may keep (lib/content/html.ts) and the
// frames the Content-Security-Policy lets pages load (lib/security/csp.ts).
export const VIDEO_HOSTS = [
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
];
