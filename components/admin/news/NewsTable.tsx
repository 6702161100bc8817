"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { Archive, CalendarClock, Images, Pencil, Send, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { DataTable, useServerPageTable } from "@/components/ui/DataTable";
import { formatDate, formatDateTime } from "@/lib/format/display";
import type { NewsListItem, NewsState } from "@/lib/news/schema";
import { NEWS_STATE_BADGES, NEWS_STATE_LABELS } from "./states";

export type NewsRowAction = "editar" | "media" | "publicar" | "programar" | "archivar" | "eliminar";

const ACTIONS: { action: NewsRowAction; label: string; icon: typeof Pencil; danger?: boolean }[] = [
  { action: "editar", label: "Editar", icon: Pencil },
  { action: "media", label: "Media", icon: Images },
  { action: "publicar", label: "Publicar", icon: Send },
  { action: "programar", label: "Programar", icon: CalendarClock },
  { action: "archivar", label: "Archivar", icon: Archive },
  { action: "eliminar", label: "Eliminar", icon: Trash2, danger: true },
];

/**
 * What a row offers in its state: publishing what is already published, scheduling what is
 * published or archived, or archiving what is archived would do nothing or undo a publication
 * unasked, so those buttons are not there.
 */
const OFFERED: Record<NewsState, readonly NewsRowAction[]> = {
  borrador: ["editar", "media", "publicar", "programar", "archivar", "eliminar"],
  programado: ["editar", "media", "publicar", "programar", "archivar", "eliminar"],
  publicado: ["editar", "media", "archivar", "eliminar"],
  archivado: ["editar", "media", "publicar", "programar", "eliminar"],
};

const column = createColumnHelper<NewsListItem>();

/** Product.md §B.2: ID, Título (with slug), Estado, Fecha contenido, Publicado, and the row actions. */
export function NewsTable({
  items,
  onAction,
}: {
  items: NewsListItem[];
  onAction: (action: NewsRowAction, item: NewsListItem) => void;
}) {
  const columns = [
    column.accessor("id", { header: "ID" }),
    column.accessor("titulo", {
      header: "Título",
      cell: ({ row }) => (
        <div className="flex max-w-xs flex-col gap-0.5">
          <span className="font-medium">{row.original.titulo}</span>
          <span className="text-xs break-all text-muted-foreground">{row.original.slug}</span>
        </div>
      ),
    }),
    column.accessor("estado", {
      header: "Estado",
      cell: (info) => (
        <Badge variant={NEWS_STATE_BADGES[info.getValue()]}>
          {NEWS_STATE_LABELS[info.getValue()]}
        </Badge>
      ),
    }),
    column.accessor("fecha_contenido", {
      header: "Fecha contenido",
      cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span>,
    }),
    column.accessor("fecha_publicacion", {
      header: "Publicado",
      cell: ({ row }) => {
        const { fecha_publicacion, fecha_programada, estado } = row.original;
        const value = estado === "programado" ? fecha_programada : fecha_publicacion;
        return (
          <span className="whitespace-nowrap">
            {value ? formatDateTime(value) : "—"}
            {estado === "programado" && value && (
              <span className="block text-xs text-muted-foreground">Programada</span>
            )}
          </span>
        );
      },
    }),
    column.display({
      id: "acciones",
      header: "Acciones",
      meta: { actions: true },
      cell: ({ row }) => (
        <div className="grid grid-cols-3 gap-1.5 md:w-max">
          {ACTIONS.filter(({ action }) => OFFERED[row.original.estado].includes(action)).map(
            ({ action, label, icon: Icon, danger }) => (
              <Button
                key={action}
                variant="outline"
                size="sm"
                className={danger ? "border-danger text-danger hover:bg-danger-soft" : undefined}
                aria-label={`${label} noticia #${row.original.id}`}
                onClick={() => onAction(action, row.original)}
              >
                <Icon aria-hidden />
                {label}
              </Button>
            ),
          )}
        </div>
      ),
    }),
  ];
  const table = useServerPageTable(items, columns);
  return (
    <DataTable table={table} label="Noticias" empty="Sin resultados" className="md:min-w-[58rem]" />
  );
}
