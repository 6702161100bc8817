import Link from "next/link";
import { StatusBadge } from "@/components/gestiones/StatusBadge";
import type { CitizenGestion } from "@/lib/citizens/admin-schema";
import { formatDate } from "@/lib/format/display";

/** The citizen's gestiones, newest first, each linked to the office's detail. */
export function CitizenGestiones({
  gestiones,
  total,
}: {
  gestiones: CitizenGestion[];
  total: number;
}) {
  return (
    <section
      aria-labelledby="gestiones-del-ciudadano"
      className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="gestiones-del-ciudadano" className="mb-3 text-lg font-semibold">
        Gestiones ({total})
      </h2>
      {gestiones.length === 0 ? (
        <p className="text-muted-foreground">Sin gestiones.</p>
      ) : (
        <ul className="divide-y divide-border">
          {gestiones.map((gestion) => (
            <li key={gestion.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="flex flex-col">
                <Link
                  href={`/admin/sistema/gestiones/${gestion.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  <span className="font-mono">{gestion.folio}</span> · {gestion.titulo}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {gestion.categoria} · {formatDate(gestion.created_at)}
                </span>
              </div>
              <StatusBadge status={gestion.status} />
            </li>
          ))}
        </ul>
      )}
      {total > gestiones.length && (
        <p className="mt-3 text-sm text-muted-foreground">
          Se muestran las {gestiones.length} más recientes.
        </p>
      )}
    </section>
  );
}
