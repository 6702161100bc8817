import type { Metadata } from "next";
import { PageNotFound } from "@/components/public/PageNotFound";

// The 404 of the public pages. The public layout already draws the header and footer, so this stays
// small: every public page carries its not-found tree in its payload.
export const metadata: Metadata = { title: "Página no encontrada", robots: { index: false } };

export default function PublicNotFound() {
  return <PageNotFound />;
}
