import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/PublicShell";
import { LEGISLATOR, getSiteSettings } from "@/lib/site/queries";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <PublicShell settings={settings}>
      {settings.mostrar_noticias && (
        // React places this in the document head.
        <link rel="alternate" type="application/rss+xml" title={`Noticias | ${LEGISLATOR.titulo}`} href="/noticias/rss.xml" />
      )}
      {children}
    </PublicShell>
  );
}
