import { offlinePageHtml } from "@/lib/offline/offline-page";

// Built once: the service worker keeps it as the page of any address it has no copy of offline.
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(offlinePageHtml(), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
