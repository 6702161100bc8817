// Runs in the browser before any of the app's code (Next.js's client instrumentation hook), on every
// page: it prepares two client libraries for the strict Content-Security-Policy of the per-request
// pages (lib/security/csp.ts), before anything renders — even a dialog open from the first render, like the
// 401 and 403 screens.

// Radix's scroll lock (dialogs, menus) adds a <style> element with the nonce named by
// `__webpack_nonce__`, the bundlers' convention; it is Next's own scripts' nonce. The prerendered
// pages have none and need none.
const scope = globalThis as { __webpack_nonce__?: string };
scope.__webpack_nonce__ =
  document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

// zod probes, when it first parses an object, whether it may compile validators with `new Function`:
// the refused probe is reported as a violation although zod catches it, so it is told not to try.
// Through the global object zod keeps its settings in (`z.config` writes the same one), so that zod
// itself (about 30 KB) is not loaded on every page for one setting.
const zodScope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodScope.__zod_globalConfig ??= {}).jitless = true;

// The service worker that keeps the public pages readable offline (lib/offline/service-worker.ts):
// registered from the site's own script once the page has loaded, so no inline script is needed
// and the first load carries only these lines. Not in development, where pages change as they are
// written.
if (process.env.NODE_ENV === "production" && "serviceWorker" in navigator) {
  window.addEventListener(
    "load",
    () =>
      void import("@/components/offline/register-service-worker")
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(() => {}),
    { once: true },
  );
}
