import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { assignableRoles } from "@/lib/auth/permissions";
import { NewAdminForm } from "./NewAdminForm";

export const metadata: Metadata = { title: "Nuevo administrador" };

export default async function NewAdminPage() {
  const actor = await requireAdminPage("admins.manage");
  return (
    <>
      <PageHeading
        title="Nuevo administrador"
        backHref="/admin/equipo"
        backLabel="Volver al equipo"
      />
      <NewAdminForm roles={assignableRoles(actor.role)} />
    </>
  );
}
