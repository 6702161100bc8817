import type { Metadata } from "next";
import { PageNotFound } from "@/components/public/PageNotFound";
import { PublicShell } from "@/components/public/PublicShell";
import { getSiteSettings } from "@/lib/site/queries";

export const metadata: Metadata = { title: "Página no encontrada", robots: { index: false } };

export default async function NotFound() {
  return (
    <PublicShell settings={await getSiteSettings()}>
      <PageNotFound />
    </PublicShell>
  );
}
