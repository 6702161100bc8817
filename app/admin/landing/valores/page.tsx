import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/PageHeading";
import { ValuesAdmin } from "@/components/admin/values/ValuesAdmin";
import { requireAdminPage } from "@/lib/admins/page-guard";

export const metadata: Metadata = { title: "Valores" };

/**
 * Spec 02 §2: the values area in five tabs (the last one remembered). The lists come from the
 * values REST routes; writes are server actions, uploads go to the REST routes with progress.
 */
export default async function ValuesAdminPage() {
  await requireAdminPage("values.write");
  return (
    <>
      <PageHeading title="Valores" backHref="/admin/landing" backLabel="Volver a la landing page" />
      <ValuesAdmin />
    </>
  );
}
