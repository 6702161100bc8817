"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useMemo } from "react";
import { Badge } from "@/components/ui/Badge";
import { DataTable, useServerPageTable } from "@/components/ui/DataTable";
import {
  CITIZEN_ADMIN_MESSAGES,
  CITIZENS_LIST,
  type CitizenAdminItem,
  type CitizenListQuery,
} from "@/lib/citizens/admin-schema";
import { CitizenActions } from "./CitizenActions";
import { sortableColumn } from "@/components/admin/SortHeader";

/** Activo or Inactivo, and Eliminado for a soft-deleted account. */
export function CitizenStateBadges({ citizen }: { citizen: CitizenAdminItem }) {
  return (
    <span className="flex flex-wrap gap-1">
      {citizen.activo ? (
        <Badge variant="success">Activo</Badge>
      ) : (
        <Badge variant="outline">Inactivo</Badge>
      )}
      {citizen.deleted_at && <Badge variant="destructive">Eliminado</Badge>}
    </span>
  );
}

const place = (citizen: CitizenAdminItem) =>
  [citizen.municipio, citizen.departamento].filter(Boolean).join(", ") || "—";

/** Product.md §B.2: one server page of accounts, sortable by name, DPI and e-mail; cards on phones. */
export function CitizensTable({
  items,
  query,
  busy,
}: {
  items: CitizenAdminItem[];
  query: CitizenListQuery;
  busy: boolean;
}) {
  const columns = useMemo<ColumnDef<CitizenAdminItem>[]>(
    () => [
      {
        id: "nombre",
        ...sortableColumn(CITIZENS_LIST, query, "nombre", "Nombre"),
        cell: ({ row }) => (
          <Link
            href={`${CITIZENS_LIST.path}/${row.original.id}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {row.original.nombre}
          </Link>
        ),
      },
      {
        id: "dpi",
        ...sortableColumn(CITIZENS_LIST, query, "dpi", "DPI"),
        cell: ({ row }) => <span className="font-mono">{row.original.dpi ?? "—"}</span>,
      },
      {
        id: "correo",
        ...sortableColumn(CITIZENS_LIST, query, "correo", "Correo"),
        cell: ({ row }) => <span className="break-all">{row.original.correo ?? "—"}</span>,
      },
      { header: "Teléfono", cell: ({ row }) => row.original.telefono ?? "—" },
      { header: "Ubicación", cell: ({ row }) => place(row.original) },
      { header: "Estado", cell: ({ row }) => <CitizenStateBadges citizen={row.original} /> },
      {
        header: "Acciones",
        meta: { actions: true },
        cell: ({ row }) => <CitizenActions citizen={row.original} />,
      },
    ],
    [query],
  );
  const table = useServerPageTable(items, columns);
  return (
    <DataTable
      table={table}
      label="Ciudadanos"
      empty={CITIZEN_ADMIN_MESSAGES.empty}
      busy={busy}
    />
  );
}
