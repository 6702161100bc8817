// Loaded once a page has finished loading (instrumentation-client.ts), so its first load carries
// nothing for the service worker. The page a person first opens was fetched before any worker
// controlled it: its address and files are handed to the worker, which keeps those its allowlist
// names (lib/offline/public-paths.ts) — the files come from the browser's own cache, the page once
// more from the network.
import { KEEP_VISIT } from "@/lib/offline/public-paths";

const SERVICE_WORKER_URL = "/serwist/sw.js";

export async function registerServiceWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  const controlled = Boolean(serviceWorker.controller);
  await serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
  if (controlled) return;
  const { active } = await serviceWorker.ready;
  // Once the worker controls the page, whatever the page fetches passes through it; what was
  // fetched before is listed then, the files that arrived last included.
  if (!serviceWorker.controller) {
    await new Promise((resolve) =>
      serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  }
  const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
  active?.postMessage({ type: KEEP_VISIT, page: location.href, files: loaded });
}
