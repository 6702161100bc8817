import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/PageHeading";
import { Alert } from "@/components/ui/Alert";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getAdmin } from "@/lib/admins/queries";
import { OwnProfileForm } from "@/components/admin/profile/OwnProfileForm";

export const metadata: Metadata = { title: "Editar Perfil" };

export default async function EditOwnProfilePage() {
  const actor = await requireAdminPage("profile.self");
  const admin = await getAdmin(actor, actor.id);
  return (
    <>
      <PageHeading
        help="tu-perfil"
        title="Editar Perfil"
        backHref="/admin/dashboard"
        backLabel="Volver al panel"
      />
      {admin ? (
        <OwnProfileForm admin={admin} />
      ) : (
        <Alert variant="destructive" role="alert">
          Error al obtener datos
        </Alert>
      )}
    </>
  );
}
