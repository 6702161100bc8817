"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import { DataTable, useServerPageTable } from "@/components/ui/DataTable";
import { formatDate, formatDateTime } from "@/lib/format/display";
import type { AdminGestionItem } from "@/lib/gestiones/dto";
import { StatusChangeForm, type PresetOption } from "./StatusChangeForm";
import { NewsBadge, OverdueBadge, StatusBadge } from "./StatusBadge";

/** The office's mark of a gestión with citizen messages nobody in the office has read. */
const UNREAD_MESSAGE_LABEL = "Mensaje nuevo";

/**
 * The office's list (one server page of rows) and, for the row chosen with 'Cambiar estado', the
 * change-status panel beside it (product.md §B.2). Gestiones in `unread` carry 'Mensaje nuevo'.
 */
export function GestionesTable({
  items,
  presets,
  unread,
}: {
  items: AdminGestionItem[];
  presets: PresetOption[];
  unread: number[];
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const columns = useMemo<ColumnDef<AdminGestionItem>[]>(
    () => [
      {
        header: "Folio",
        cell: ({ row }) => (
          <span className="flex flex-col items-start gap-1">
            <Link
              href={`/admin/sistema/gestiones/${row.original.id}`}
              className="font-mono whitespace-nowrap text-primary underline-offset-4 hover:underline"
            >
              {row.original.folio}
            </Link>
            {unread.includes(row.original.id) && <NewsBadge text={UNREAD_MESSAGE_LABEL} />}
          </span>
        ),
      },
      {
        header: "Título",
        cell: ({ row }) => <span className="line-clamp-2 max-w-xs">{row.original.titulo}</span>,
      },
      { header: "Ciudadano", cell: ({ row }) => row.original.ciudadano_nombre },
      {
        header: "Estado",
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            <StatusBadge status={row.original.status} />
            {row.original.vencida && <OverdueBadge days={row.original.dias_vencida} />}
          </span>
        ),
      },
      { header: "Categoría", cell: ({ row }) => row.original.categoria },
      { header: "Canal", cell: ({ row }) => row.original.canal },
      { header: "Responsable", cell: ({ row }) => row.original.asignado?.nombre ?? "Sin asignar" },
      {
        header: "Última actividad",
        cell: ({ row }) => formatDateTime(row.original.last_activity_at),
      },
      {
        header: "Vence",
        cell: ({ row }) => (row.original.sla_due_at ? formatDate(row.original.sla_due_at) : "—"),
      },
      {
        header: "Acciones",
        meta: { actions: true },
        cell: ({ row }) => (
          <Button
            type="button"
            size="sm"
            variant={row.original.id === selectedId ? "primary" : "outline"}
            aria-pressed={row.original.id === selectedId}
            onClick={() => setSelectedId(row.original.id === selectedId ? null : row.original.id)}
            aria-label={`Cambiar estado de ${row.original.folio}`}
          >
            Cambiar estado
          </Button>
        ),
      },
    ],
    [selectedId, unread],
  );
  const table = useServerPageTable(items, columns);
  return (
    <div className={cn("grid gap-4", selected && "lg:grid-cols-[minmax(0,1fr)_22rem]")}>
      <DataTable table={table} label="Gestiones" empty="Sin resultados" />
      {selected && (
        <aside
          aria-labelledby="panel-estado"
          className="rounded-lg border border-border bg-white p-4 shadow-sm"
        >
          <h2 id="panel-estado" className="mb-3 font-semibold">
            Cambiar estado de {selected.folio}
          </h2>
          <StatusChangeForm
            key={selected.id}
            gestionId={selected.id}
            current={selected.status}
            presets={presets}
            onDone={() => setSelectedId(null)}
          />
        </aside>
      )}
    </div>
  );
}
