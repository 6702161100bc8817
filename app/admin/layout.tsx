import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/Toaster";
import { AdminHeader } from "@/components/admin/AdminHeader";
import { currentActor } from "@/lib/auth/actor";
import { ownRoleDescription } from "@/lib/roles/queries";
import { getSiteSettings } from "@/lib/site/queries";

export const metadata: Metadata = {
  title: { template: "%s | Administración", default: "Administración" },
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const [actor, { identidad }] = await Promise.all([currentActor(), getSiteSettings()]);
  const admin = actor?.kind === "admin" ? actor : null;
  const roleDescription = admin ? await ownRoleDescription(admin) : "";
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <AdminHeader actor={admin} roleDescription={roleDescription} identity={identidad} />
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-4 outline-none sm:px-6 sm:py-6">
        {children}
      </main>
      <Toaster />
    </div>
  );
}
