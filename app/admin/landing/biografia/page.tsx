import type { Metadata } from "next";
import { BiographyTabs } from "@/components/admin/biography/BiographyTabs";
import { VersionList } from "@/components/admin/biography/VersionList";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";

export const metadata: Metadata = { title: "Biografía" };

/** Spec 02 §2: the 'Ver Biografías' tab — every version, the active one marked, revert. */
export default async function BiographyVersionsPage() {
  await requireAdminPage("biography.write");
  return (
    <>
      <PageHeading
        title="Biografía"
        backHref="/admin/landing"
        backLabel="Volver a la landing page"
      />
      <BiographyTabs current="versiones" />
      <VersionList />
    </>
  );
}
