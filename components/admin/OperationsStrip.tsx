import Link from "next/link";
import { StatFigure, StatStrip } from "@/components/admin/DashboardStats";
import { STATUS_LABELS, OPEN_STATUSES } from "@/lib/gestiones/schema";
import type { OperationsSummary } from "@/lib/gestiones/dto";

const LIST = "/admin/sistema/gestiones";

/** The open cases of each administrator, each a link to their list. */
function Workload({ carga }: { carga: OperationsSummary["carga"] }) {
  return (
    <div className="rounded-md border border-border bg-white px-4 py-3">
      <h3 className="mb-2 text-sm font-semibold">Casos abiertos por responsable</h3>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {carga.map((admin) => (
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
  );
}

/** Above the dashboard's modules: the office's open work at a glance, each figure a filtered list. */
export function OperationsStrip({ summary }: { summary: OperationsSummary }) {
  return (
    <StatStrip
      id="operaciones"
      title="Gestiones en curso"
      footer={summary.carga.length > 0 && <Workload carga={summary.carga} />}
    >
      {OPEN_STATUSES.map((status) => (
        <StatFigure
          key={status}
          href={`${LIST}?estado=${status}`}
          value={summary.porEstado[status] ?? 0}
          label={STATUS_LABELS[status]}
        />
      ))}
      <StatFigure
        href={`${LIST}?vencidas=1&orden=due`}
        value={summary.vencidas}
        label="Vencidas"
        alert
      />
      <StatFigure href={`${LIST}?asignado=none`} value={summary.sinAsignar} label="Sin asignar" />
      <StatFigure href={LIST} value={summary.nuevasSemana} label="Nuevas esta semana" />
    </StatStrip>
  );
}
