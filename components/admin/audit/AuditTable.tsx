"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { DataTable, useServerPageTable } from "@/components/ui/DataTable";
import { auditActionName, auditChangeLines, auditEntityName } from "@/lib/audit/labels";
import { ACTOR_LABELS, type AuditItem } from "@/lib/audit/schema";
import { formatDateTime } from "@/lib/format/display";

const COLUMNS: ColumnDef<AuditItem>[] = [
  {
    header: "Fecha",
    cell: ({ row }) => (
      <span className="flex flex-col whitespace-nowrap">
        <span>{formatDateTime(row.original.created_at)}</span>
        {row.original.count > 1 && (
          <span className="text-muted-foreground">
            {row.original.count} veces, la última {formatDateTime(row.original.last_at)}
          </span>
        )}
      </span>
    ),
  },
  {
    header: "Actor",
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-medium">{ACTOR_LABELS[row.original.actor_type]}</span>
        {row.original.actor_id !== null && (
          <span className="break-all text-muted-foreground">
            #{row.original.actor_id}
            {row.original.actor_name ? ` · ${row.original.actor_name}` : ""}
          </span>
        )}
      </span>
    ),
  },
  {
    header: "Acción",
    cell: ({ row }) => auditActionName(row.original.action),
  },
  {
    header: "Entidad",
    cell: ({ row }) => auditEntityName(row.original.entity, row.original.entity_id),
  },
  {
    header: "Detalles",
    cell: ({ row }) => {
      const lines = auditChangeLines(row.original.details);
      return lines.length ? (
        <ul className="max-w-md break-words">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        "—"
      );
    },
  },
  { header: "IP", cell: ({ row }) => row.original.ip ?? "—" },
];

/** One server page of the audit log, newest first. */
export function AuditTable({ items }: { items: AuditItem[] }) {
  const table = useServerPageTable(items, COLUMNS);
  return <DataTable table={table} label="Registro de auditoría" empty="Sin resultados" />;
}
