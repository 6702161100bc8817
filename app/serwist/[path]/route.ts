import { createHash } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PAGE, offlinePageHtml } from "@/lib/offline/offline-page";

// The service worker, bundled from lib/offline/service-worker.ts when the site is built and served
// at /serwist/sw.js with the whole site as its scope. Nothing of the build is precached (a first
// visit would download the back office's code too): only the offline page, versioned by its own
// bytes; the rest is kept as it is visited.
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: "lib/offline/service-worker.ts",
    useNativeEsbuild: true,
    globPatterns: [],
    additionalPrecacheEntries: [
      {
        url: OFFLINE_PAGE,
        revision: createHash("sha256").update(offlinePageHtml()).digest("hex").slice(0, 16),
      },
    ],
    esbuildOptions: { sourcemap: false },
  },
);
