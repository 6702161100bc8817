import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/PublicShell";
import { siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <PublicShell settings={settings}>
      {settings.mostrar_noticias && (
        // React places this in the document head.
        <link rel="alternate" type="application/rss+xml" title={`Noticias | ${siteName(settings.identidad)}`} href="/noticias/rss.xml" />
      )}
      {children}
    </PublicShell>
  );
}
