// What the service worker (lib/offline/service-worker.ts) may keep on the phone: an allowlist of
// the public site's own pages and of the static files they are drawn with. Anything not named here
// — the portal, the back office, the sign-in screens, every /api answer — goes to the network and
// is never stored, so nothing personal can be read from the phone's caches. Pure: the worker, the
// pages and Vitest import it.

/** The page a navigation gets when there is no connection and no stored copy of it. */
export const OFFLINE_PAGE = "/sin-conexion";

/** The message a page sends the worker with what it loaded before the worker controlled it. */
export const KEEP_VISIT = "guardar-visita";

/** The public pages with a fixed address (product.md part A). */
const PUBLIC_PAGES = new Set([
  "/",
  "/biografia",
  "/valores",
  "/noticias",
  "/labores",
  "/logros",
  "/contacto",
  "/transparencia",
  "/politicas",
  "/condiciones",
]);

/** A news item or a labor, by its slug (lib/content/slug.ts) or its number. */
const PUBLIC_DETAIL = /^\/(noticias|labores|logros)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether the page at this path is public content, readable offline once visited. */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.has(pathname) || PUBLIC_DETAIL.test(pathname);
}

/**
 * Whether a same-origin GET is a static file of the site: the build's own files (their names
 * change with their content), images as next/image serves them (resized copies, fetched by the
 * server without anyone's session, so never a private file), the icons and the manifest.
 */
export function isStaticFile(pathname: string): boolean {
  return (
    pathname.startsWith("/_next/static/") ||
    pathname === "/_next/image" ||
    pathname.startsWith("/icons/") ||
    pathname === "/icon.svg" ||
    pathname === "/manifest.webmanifest"
  );
}

/** Cached addresses that only a signed-in person sees; swept on sign-out although never stored. */
export function isSignedInPath(pathname: string): boolean {
  return /^\/(portal|admin)(\/|$)/.test(pathname);
}
