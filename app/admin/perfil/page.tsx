import { Pencil } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeading } from "@/components/admin/PageHeading";
import { Alert } from "@/components/ui/Alert";
import { buttonVariants } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getAdmin } from "@/lib/admins/queries";
import type { AdminDto } from "@/lib/admins/schema";
import { twoFactorStatus } from "@/lib/admins/two-factor-queries";
import { listOwnSessions } from "@/lib/auth/session-list";
import { formatLongDate } from "@/lib/format/display";
import { SessionsCard } from "@/components/admin/profile/SessionsCard";
import { TwoFactorCard } from "@/components/admin/two-factor/TwoFactorCard";

export const metadata: Metadata = { title: "Mi Perfil" };

const NOT_SET = "No asignado";

function rows(admin: AdminDto): [string, string | null][] {
  return [
    ["Primer nombre", admin.nombre1],
    ["Segundo nombre", admin.nombre2],
    ["Tercer nombre", admin.nombre3],
    ["Primer apellido", admin.apellido1],
    ["Segundo apellido", admin.apellido2],
    ["DPI", admin.dpi],
    ["Correo electrónico", admin.email],
    ["Teléfono", admin.numero_local ? `+${admin.codigo_pais} ${admin.numero_local}` : null],
    ["Departamento", admin.departamento],
    ["Municipio", admin.municipio],
    ["Rol", admin.rol],
  ];
}

/**
 * Product.md §A.2.5: the signed-in administrator's own data; below it, their two-factor authentication
 * and their open sessions.
 */
export default async function ProfilePage() {
  const actor = await requireAdminPage("profile.self");
  const [admin, twoFactor, sessions] = await Promise.all([
    getAdmin(actor, actor.id),
    twoFactorStatus(actor.id),
    listOwnSessions(actor),
  ]);
  return (
    <>
      <PageHeading
        help="tu-perfil"
        title="Mi Perfil"
        backHref="/admin/dashboard"
        backLabel="Volver al panel"
      >
        <Link href="/admin/perfil/editar" className={buttonVariants()}>
          <Pencil aria-hidden />
          Editar Perfil
        </Link>
      </PageHeading>
      {!admin ? (
        <Alert variant="destructive" role="alert">
          No se pudo cargar el perfil.
        </Alert>
      ) : (
        <>
          {(!admin.departamento || !admin.municipio || !admin.numero_local) && (
            <Alert variant="warning" role="status" className="mb-4">
              Atención: faltan datos importantes en tu perfil. Por favor, actualízalos.
            </Alert>
          )}
          <Card>
            <CardContent>
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                {rows(admin).map(([label, value]) => (
                  <div key={label} className="flex flex-col gap-0.5 border-b border-border pb-3">
                    <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
                    <dd className={value ? "break-words" : "text-muted-foreground italic"}>
                      {value || NOT_SET}
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
          <TwoFactorCard
            summary={{
              enabled: twoFactor.enabled,
              enabledOn: twoFactor.enabledAt && formatLongDate(twoFactor.enabledAt),
              recoveryCodesLeft: twoFactor.recoveryCodesLeft,
              required: twoFactor.required,
            }}
          />
          <SessionsCard list={sessions} />
        </>
      )}
    </>
  );
}
