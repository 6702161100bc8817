import type { Metadata } from "next";
import { BiographyForm } from "@/components/admin/biography/BiographyForm";
import { BiographyTabs } from "@/components/admin/biography/BiographyTabs";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getBiographyDraft } from "@/lib/biography/admin-queries";

export const metadata: Metadata = { title: "Crear Nueva Biografía" };

/** Product.md §B.2: the 'Crear Nueva Biografía' tab, prefilled with the active version's text and blocks. */
export default async function CreateBiographyPage() {
  const actor = await requireAdminPage("biography.write");
  const draft = await getBiographyDraft(actor);
  return (
    <>
      <PageHeading
        help="biografia"
        title="Biografía"
        backHref="/admin/landing"
        backLabel="Volver al sitio público"
      />
      <BiographyTabs current="crear" />
      <BiographyForm draft={draft} />
    </>
  );
}
