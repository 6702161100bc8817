import { uploadThingOrigins } from "../storage/upload-origins";
import { VIDEO_HOSTS } from "../content/video-hosts";

// The Content-Security-Policy of every page (docs/architecture.md §7), in two strengths with the same sources:
//
// - strict, on the areas rendered per request anyway: scripts run only with the request's nonce,
//   which Next reads from the request's policy and puts on its own scripts ('strict-dynamic' lets
//   them load the rest); <style> elements need the nonce too;
// - static, on the prerendered public pages, whose HTML is built once and served to everyone, so it
//   carries no nonce, and whose inline scripts (Next's hydration data) change with every page and
//   every revalidation, so no list of hashes could follow them: inline scripts are allowed there,
//   inline event-handler attributes are not (measured and decided in
//   docs/decisions/0010-static-csp-without-script-hashes.md).
//
// Styles: style="" attributes are allowed everywhere ('unsafe-inline' in style-src-attr): React
// renders them into the HTML (Radix's hidden inputs, progress bars, next/image) and they can neither
// load anything the other directives refuse nor use selectors to read the page. Where <style>
// elements need the nonce (style-src-elem), the two libraries that add one at run time are covered:
// Radix's scroll lock puts the nonce it is given on its element (instrumentation-client.ts) and
// sonner's fixed stylesheet is allowed by its hash. style-src itself is only the fallback of browsers
// that predate those two directives. Public pages allow inline styles outright: a client-side
// navigation from them into a per-request screen keeps their policy.
//
// Pure and free of Node APIs: middleware.ts builds the strict policy per request; next.config.ts
// builds the static one once, at build time (its loader resolves relative imports only, hence the
// "./" paths of this file).

type Env = Readonly<Record<string, string | undefined>>;

/** First path segments of the pages rendered per request, which carry the strict policy. */
export const STRICT_POLICY_AREAS = [
  "admin",
  "portal",
  "login-register",
  "forgot-password",
  "activar-cuenta",
  "reset-password",
  "confirm-email",
  "buscar",
  "setup",
] as const;

/**
 * The paths of the static policy, as a next.config.ts `headers()` source: every page outside the
 * strict areas. Not /api (JSON, and uploaded files: a policy on a PDF breaks Chrome's viewer) except
 * Auth.js's own HTML pages under /api/auth, and not /_next (assets; the image optimizer sets its own).
 * The group is unnamed: a source with named parameters makes Next compile every header value that
 * holds a colon (the whole policy) as a path pattern on every request.
 */
export const STATIC_POLICY_SOURCE = `/((?!(?:${STRICT_POLICY_AREAS.join("|")})(?:/|$)|api/(?!auth/)|_next/).*)`;

/**
 * The <style> element sonner (the toasts) adds to the page when loaded, without a nonce: first empty,
 * then holding its fixed stylesheet; each state is checked against the policy.
 */
export const SONNER_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
];

/** A fresh nonce: 128 random bits in base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** Next's development server needs eval (React's error stacks, updates); production never does. */
const evalInDevelopment = (env: Env) => (env.NODE_ENV === "development" ? ["'unsafe-eval'"] : []);

/** Where pages may load content from, who may frame them and where their forms may go: both policies. */
function contentDirectives(env: Env): Record<string, string[]> {
  const uploadThing = uploadThingOrigins(env);
  return {
    // Product.md part B lets the office add a news item's images and media by URL, from any site: any HTTPS
    // address may be shown (an image or a video cannot run code); nothing over plain HTTP. blob:
    // is the preview of a photo the person is about to send, made by the page from their own file.
    "img-src": ["'self'", ...uploadThing.files, "https:", "blob:"],
    "media-src": ["'self'", ...uploadThing.files, "https:"],
    "frame-src": ["'self'", ...VIDEO_HOSTS.map((host) => `https://${host}`)],
    "connect-src": ["'self'", ...uploadThing.uploads],
    // The service worker (/serwist/sw.js), the site's own file; no other worker may be started.
    "worker-src": ["'self'"],
    "font-src": ["'self'"],
    "object-src": ["'none'"],
    // No page has a <base> element: none may be injected to send relative URLs elsewhere.
    "base-uri": ["'none'"],
    "frame-ancestors": ["'self'"],
    "form-action": ["'self'"],
  };
}

/** The per-request policy. Its script-src comes first: Next takes the nonce from the first one. */
export function strictPolicy(nonce: string, env: Env = process.env): string {
  // Next's development server adds <style> elements (updates, its error overlay) without the nonce.
  const styleElements =
    env.NODE_ENV === "development"
      ? ["'unsafe-inline'"]
      : [`'nonce-${nonce}'`, ...SONNER_STYLE_HASHES];
  return serialize({
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...evalInDevelopment(env)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "style-src-elem": ["'self'", ...styleElements],
    "style-src-attr": ["'unsafe-inline'"],
    ...contentDirectives(env),
  });
}

/** The policy of the prerendered pages, the same for every request. */
export function staticPolicy(env: Env = process.env): string {
  return serialize({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...evalInDevelopment(env)],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    ...contentDirectives(env),
  });
}
