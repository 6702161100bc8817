import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/PageHeading";
import { CatalogTabs } from "@/components/gestiones/config/CatalogTabs";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getGestionCatalog } from "@/lib/gestiones/admin-queries";
import { officeDistrict } from "@/lib/gestiones/district";

export const metadata: Metadata = { title: "Configuración de gestiones" };

/** docs/decisions/0008-product-gaps.md: the categories, procedures and preset messages of gestiones, managed by the office. */
export default async function GestionesConfigPage() {
  const actor = await requireAdminPage("gestiones.configure");
  const [catalog, district] = await Promise.all([getGestionCatalog(actor), officeDistrict()]);
  return (
    <>
      <PageHeading
        help="categorias-y-tramites"
        title="Configuración de gestiones"
        backHref="/admin/sistema/gestiones"
        backLabel="Volver a gestiones"
      />
      <CatalogTabs catalog={catalog} district={district} />
    </>
  );
}
