/// <reference lib="webworker" />
// The service worker (bundled by app/serwist/[path]/route.ts). The public site, once visited, reads
// without a connection: its pages are fetched from the network first and the copy kept for when
// there is none; the build's files and the images are kept as they are fetched. Only what
// lib/offline/public-paths.ts allows is ever stored; every other request — the portal, the back
// office, the sign-in screens, the API — goes to the network untouched, and a page that cannot be
// reached offline gets the offline page.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  cacheNames,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";
import { KEEP_VISIT, OFFLINE_PAGE, isPublicPage, isStaticFile } from "./public-paths";

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

/** The caches this version writes; activation deletes any other (an older allowlist's). */
const CACHES = { pages: "paginas-v1", files: "archivos-v1" } as const;
const MONTH_S = 30 * 24 * 60 * 60;

/** Only a complete answer meant for anyone is kept: never one marked private or no-store. */
const publicAnswersOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 &&
    !/private|no-store/i.test(response.headers.get("cache-control") ?? "")
      ? response
      : null,
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  // A weak signal that answers nothing for this long gets the stored copy.
  networkTimeoutSeconds: 8,
  plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: MONTH_S })],
});

const files = new CacheFirst({
  cacheName: CACHES.files,
  plugins: [
    publicAnswersOnly,
    new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: MONTH_S, purgeOnQuotaError: true }),
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version serves the requests that follow at once, and the page is never reloaded for it:
  // a form being filled in stays as it is, and the next page comes from the new version.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === "navigate" && isPublicPage(url.pathname),
      handler: pages,
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isStaticFile(url.pathname),
      handler: files,
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === "navigate" }],
  },
});

serwist.addEventListeners();

/**
 * A page and its files loaded before this worker was there, kept by the same rules as any other:
 * the page only if it is a public one, the files only if they are the site's static files.
 */
function keep(address: unknown, strategy: typeof pages | typeof files, event: ExtendableEvent) {
  if (typeof address !== "string") return Promise.resolve();
  const url = new URL(address, self.location.origin);
  const allowed = strategy === pages ? isPublicPage : isStaticFile;
  if (url.origin !== self.location.origin || !allowed(url.pathname)) return Promise.resolve();
  return strategy.handle({ request: new Request(url), event }).catch(() => undefined);
}

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; page?: unknown; files?: unknown } | null;
  if (data?.type !== KEEP_VISIT || !Array.isArray(data.files)) return;
  event.waitUntil(
    Promise.all([
      keep(data.page, pages, event),
      ...data.files.slice(0, 150).map((address) => keep(address, files, event)),
    ]),
  );
});

self.addEventListener("activate", (event) => {
  const current = new Set<string>([cacheNames.precache, ...Object.values(CACHES)]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !current.has(name)).map((name) => caches.delete(name))),
      ),
  );
});
