import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listRoles } from "@/lib/roles/queries";
import { FixedRoleCard } from "@/components/admin/roles/FixedRoleCard";
import { RoleEditor } from "@/components/admin/roles/RoleEditor";

export const metadata: Metadata = { title: "Roles y permisos" };

/**
 * AdminNivel1's screen of what each role may see and do: AdminNivel1 and AdminNivel2 as they are
 * fixed, the four UserAdminNivel roles as the office sets them (every change is audited).
 */
export default async function RolesPage() {
  const actor = await requireAdminPage("security.manage");
  const roles = await listRoles(actor);
  return (
    <>
      <PageHeading
        help="roles-y-permisos"
        title="Roles y permisos"
        backHref="/admin/dashboard"
        backLabel="Volver al panel"
      />
      <p className="-mt-2 mb-6 max-w-3xl text-muted-foreground">
        Cada persona del equipo tiene un rol, y el rol decide qué puede ver y hacer. Los cambios
        valen desde la siguiente página que abra cada persona con ese rol. Entrar al panel y ver su
        propio perfil lo conservan todos los roles; el registro de auditoría y las reglas de
        seguridad son solo de AdminNivel1.
      </p>
      <div className="flex flex-col gap-6">
        {roles.map((role) =>
          role.editable ? (
            <RoleEditor key={role.rol} role={role} />
          ) : (
            <FixedRoleCard key={role.rol} role={role} />
          ),
        )}
      </div>
    </>
  );
}
