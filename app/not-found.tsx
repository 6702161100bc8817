import type { Metadata } from "next";
import { PageNotFound } from "@/components/public/PageNotFound";

// The 404 of a notFound() outside the public pages (their own is app/(public)/not-found.tsx; the
// one of addresses nothing serves is app/global-not-found.tsx). Next sends this tree with every page
// of the site, so it holds the notice alone: the public header and footer made every page's HTML
// about a sixth larger (docs/decisions/0009-cache-model.md, "Payload").
export const metadata: Metadata = { title: "Página no encontrada", robots: { index: false } };

export default function NotFound() {
  return (
    <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
      <PageNotFound />
    </main>
  );
}
