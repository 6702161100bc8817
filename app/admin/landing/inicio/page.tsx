import type { Metadata } from "next";
import { ContactSettingsForm } from "@/components/admin/landing/ContactSettingsForm";
import { LogoSettings } from "@/components/admin/landing/LogoSettings";
import { SectionToggles } from "@/components/admin/landing/SectionToggles";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getAdminSiteSettings } from "@/lib/site/admin-queries";

export const metadata: Metadata = { title: "Configuración del sitio" };

/**
 * Product.md §A.2.12 and docs/decisions/0008-product-gaps.md: the five landing toggles, persisted and obeyed by the public site,
 * with the contact configuration (official data, social links, top and bottom bars, logo).
 */
export default async function LandingSettingsPage() {
  const actor = await requireAdminPage("landing.settings");
  const settings = await getAdminSiteSettings(actor);
  return (
    <>
      <PageHeading
        help="secciones-del-sitio-publico"
        title="Configuración del sitio"
        backHref="/admin/landing"
        backLabel="Volver al sitio público"
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-6">
          <SectionToggles initial={settings} />
          <LogoSettings initialUrl={settings.logo_url} />
        </div>
        <ContactSettingsForm initial={settings} />
      </div>
    </>
  );
}
