import type { ReactNode } from "react";
import type { SiteSettings } from "@/lib/site/queries";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** Header, main landmark (target of the skip link) and footer of every public page. */
export function PublicShell({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader settings={settings} />
      <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
