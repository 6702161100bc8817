import Link from "next/link";
import { STATUS_LABELS, OPEN_STATUSES } from "@/lib/gestiones/schema";
import type { OperationsSummary } from "@/lib/gestiones/admin-queries";

const LIST = "/admin/sistema/gestiones";

function Figure({
  href,
  value,
  label,
  alert = false,
}: {
  href: string;
  value: number;
  label: string;
  alert?: boolean;
}) {
  return (
    <Link
      href={href}
      className={`flex flex-col rounded-md border bg-white px-4 py-3 hover:border-primary ${alert && value > 0 ? "border-danger/40" : "border-border"}`}
    >
      <span className={`text-2xl font-bold ${alert && value > 0 ? "text-danger" : "text-primary"}`}>
        {value}
      </span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </Link>
  );
}

/** Above the dashboard's modules: the office's open work at a glance, each figure a filtered list. */
export function OperationsStrip({ summary }: { summary: OperationsSummary }) {
  return (
    <section aria-labelledby="operaciones" className="mb-8 flex flex-col gap-3">
      <h2 id="operaciones" className="text-lg font-semibold">
        Gestiones en curso
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {OPEN_STATUSES.map((status) => (
          <Figure
            key={status}
            href={`${LIST}?estado=${status}`}
            value={summary.porEstado[status] ?? 0}
            label={STATUS_LABELS[status]}
          />
        ))}
        <Figure
          href={`${LIST}?vencidas=1&orden=due`}
          value={summary.vencidas}
          label="Vencidas"
          alert
        />
        <Figure href={`${LIST}?asignado=none`} value={summary.sinAsignar} label="Sin asignar" />
        <Figure href={LIST} value={summary.nuevasSemana} label="Nuevas esta semana" />
      </div>
      {summary.carga.length > 0 && (
        <div className="rounded-md border border-border bg-white px-4 py-3">
          <h3 className="mb-2 text-sm font-semibold">Casos abiertos por responsable</h3>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {summary.carga.map((admin) => (
              <li key={admin.id}>
                <Link
                  href={`${LIST}?asignado=${admin.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {admin.nombre}: {admin.abiertas}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
