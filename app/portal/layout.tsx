import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { PortalHeader } from "@/components/portal/PortalHeader";
import { Toaster } from "@/components/ui/Toaster";
import { currentActor } from "@/lib/auth/actor";
import { citizenGestionSummary } from "@/lib/gestiones/reads";
import { getSiteSettings } from "@/lib/site/queries";

export const metadata: Metadata = {
  title: { template: "%s | Portal ciudadano", default: "Portal ciudadano" },
  robots: { index: false, follow: false },
};

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [actor, settings] = await Promise.all([currentActor(), getSiteSettings()]);
  if (actor?.kind === "admin") redirect("/admin/dashboard");
  if (!actor) redirect("/login-register?expired=1");
  const { withNews } = await citizenGestionSummary(actor);
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <PortalHeader name={actor.name} settings={settings} unread={withNews} />
      <main id="contenido" tabIndex={-1} className="container-page flex-1 py-6 outline-none">
        {children}
      </main>
      <Toaster />
    </div>
  );
}
