"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { DataTable, useServerPageTable } from "@/components/ui/DataTable";
import { formatDateTime } from "@/lib/format/display";
import type { ContactListItem } from "@/lib/contact/dto";
import { ContactStatusBadge } from "./ContactStatusBadge";

const COLUMNS: ColumnDef<ContactListItem>[] = [
  {
    header: "Recibido",
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>
    ),
  },
  {
    header: "Remitente",
    cell: ({ row }) => (
      <span className="flex flex-col">
        {/* Opening a message marks it read: no prefetch may open it before the click. */}
        <Link
          href={`/admin/sistema/contacto/${row.original.id}`}
          prefetch={false}
          className={`text-primary underline-offset-4 hover:underline ${row.original.estado === "nuevo" ? "font-bold" : "font-medium"}`}
        >
          {row.original.nombre}
        </Link>
        <span className="break-all text-muted-foreground">{row.original.email}</span>
      </span>
    ),
  },
  {
    header: "Referencia",
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.referencia ?? "—"}</span>,
  },
  { header: "Tema", cell: ({ row }) => row.original.tema },
  {
    header: "Mensaje",
    cell: ({ row }) => <span className="line-clamp-2 max-w-md">{row.original.extracto}</span>,
  },
  { header: "Estado", cell: ({ row }) => <ContactStatusBadge estado={row.original.estado} /> },
];

/** One server page of the contact inbox; each sender's name opens the message. */
export function ContactTable({ items, empty }: { items: ContactListItem[]; empty: string }) {
  const table = useServerPageTable(items, COLUMNS);
  return <DataTable table={table} label="Mensajes de contacto" empty={empty} />;
}
