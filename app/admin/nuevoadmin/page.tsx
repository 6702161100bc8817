import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { assignableRoles } from "@/lib/auth/permissions";
import { NewAdminForm } from "@/components/admin/team/NewAdminForm";
import { roleDescriptions } from "@/lib/roles/queries";

export const metadata: Metadata = { title: "Nuevo administrador" };

export default async function NewAdminPage() {
  const actor = await requireAdminPage("admins.manage");
  const descriptions = await roleDescriptions(actor);
  return (
    <>
      <PageHeading
        help="equipo"
        title="Nuevo administrador"
        backHref="/admin/equipo"
        backLabel="Volver al equipo"
      />
      <NewAdminForm
        roles={assignableRoles(actor.role).map((rol) => ({ rol, descripcion: descriptions[rol] }))}
      />
    </>
  );
}
