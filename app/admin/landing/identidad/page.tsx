import type { Metadata } from "next";
import { IdentityForm } from "@/components/admin/landing/IdentityForm";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getIdentityForOffice } from "@/lib/site/identity-service";

export const metadata: Metadata = { title: "Identidad" };

/** Who the site belongs to: every public page, e-mail and the assistant read it from here. */
export default async function IdentityPage() {
  const actor = await requireAdminPage("landing.settings");
  const identity = await getIdentityForOffice(actor);
  return (
    <>
      <PageHeading
        help="identidad-de-la-oficina"
        title="Identidad"
        backHref="/admin/landing"
        backLabel="Volver al sitio público"
      />
      <IdentityForm initial={identity} />
    </>
  );
}
