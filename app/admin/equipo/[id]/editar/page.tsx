import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeading } from "@/components/admin/PageHeading";
import { refuseAdminPage, requireAdminPage } from "@/lib/admins/page-guard";
import { getAdmin } from "@/lib/admins/queries";
import { adminIdSchema, fullName } from "@/lib/admins/schema";
import { assignableRoles, outranks } from "@/lib/auth/permissions";
import { EditAdminForm } from "@/components/admin/team/EditAdminForm";
import { roleDescriptions } from "@/lib/roles/queries";

export const metadata: Metadata = { title: "Editar administrador" };

export default async function EditAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requireAdminPage("admins.manage");
  const parsed = adminIdSchema.safeParse(await params);
  const admin = parsed.success ? await getAdmin(actor, parsed.data.id) : null;
  if (!admin) notFound();
  // The service refuses every change to an account ranked above the caller: nothing to offer.
  if (outranks(admin.rol, actor.role)) return refuseAdminPage(actor, "admins.manage");
  const descriptions = await roleDescriptions(actor);
  return (
    <>
      <PageHeading
        help="equipo"
        title="Editar administrador"
        backHref="/admin/equipo"
        backLabel="Volver al equipo"
      />
      <p className="-mt-4 mb-6 text-muted-foreground">
        {fullName(admin)} · ID {admin.id}
      </p>
      <EditAdminForm
        admin={admin}
        isSelf={admin.id === actor.id}
        roles={assignableRoles(actor.role).map((rol) => ({ rol, descripcion: descriptions[rol] }))}
        ownRoleDescription={descriptions[admin.rol]}
      />
    </>
  );
}
