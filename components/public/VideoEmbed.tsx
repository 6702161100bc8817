import { Icon } from "./icons";
import { embedUrl } from "./video";
import { VideoPlayer } from "./VideoPlayer";

/**
 * A YouTube or Vimeo player, loaded when the visitor presses play; any other URL is a 'Ver video'
 * link.
 */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const player = embedUrl(url);
  if (!player) {
    return (
      <a
        href={url}
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-primary px-4 font-medium text-primary hover:bg-primary-soft"
      >
        <Icon name="youtube" className="size-5" />
        Ver video
        <span className="sr-only">: {title}</span>
      </a>
    );
  }
  return <VideoPlayer player={player} title={title} />;
}
