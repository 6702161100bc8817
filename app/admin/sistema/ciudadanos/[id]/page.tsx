import { Pencil } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { CitizenGestiones } from "@/components/admin/citizens/CitizenGestiones";
import { DpiMoveDialog } from "@/components/admin/citizens/DpiMoveDialog";
import { CitizenStateBadges } from "@/components/admin/citizens/CitizensTable";
import { PageHeading } from "@/components/admin/PageHeading";
import { buttonVariants } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { can } from "@/lib/auth/permissions";
import { formatDateTime } from "@/lib/format/display";
import { loadCitizen } from "@/lib/citizens/page-load";

export const metadata: Metadata = { title: "Detalle de ciudadano" };

type Props = { params: Promise<{ id: string }> };

/** Product.md §B.2: the account's data, its dates, a 'Eliminado' marker and its gestiones (audited view). */
export default async function CitizenDetailPage({ params }: Props) {
  const actor = await requireAdminPage("citizens.read");
  const citizen = await loadCitizen(actor, (await params).id);
  const fields: [string, string | null][] = [
    ["DPI", citizen.dpi],
    ["Correo", citizen.correo],
    ["Teléfono", citizen.telefono],
    ["Departamento", citizen.departamento],
    ["Municipio", citizen.municipio],
    ["Creado", formatDateTime(citizen.created_at)],
    ["Actualizado", formatDateTime(citizen.updated_at)],
  ];
  if (citizen.deleted_at) fields.push(["Eliminado el", formatDateTime(citizen.deleted_at)]);
  return (
    <>
      <PageHeading
        help="ciudadanos"
        title={citizen.nombre}
        backHref="/admin/sistema/ciudadanos"
        backLabel="Volver a ciudadanos"
      >
        {!citizen.anonimizado && citizen.dpi && can(actor, "citizens.write") && (
          <DpiMoveDialog id={citizen.id} name={citizen.nombre} dpi={citizen.dpi} />
        )}
        {!citizen.anonimizado && (
          <Link
            href={`/admin/sistema/ciudadanos/${citizen.id}/editar`}
            className={buttonVariants({ variant: "outline" })}
          >
            <Pencil aria-hidden />
            Editar
          </Link>
        )}
      </PageHeading>
      <div className="flex flex-col gap-6">
        <Card>
          <CardContent className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted-foreground">ID {citizen.id}</span>
              <CitizenStateBadges citizen={citizen} />
            </div>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {fields.map(([label, value]) => (
                <div key={label} className="flex flex-col">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="font-medium break-all">{value || "—"}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <CitizenGestiones gestiones={citizen.gestiones} total={citizen.total_gestiones} />
      </div>
    </>
  );
}
