"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { EyeOff, ImageOff, Pencil, Send, Trash2 } from "lucide-react";
import { ContentImage } from "@/components/public/ContentImage";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { DataTable, useServerPageTable } from "@/components/ui/DataTable";
import type { LaborListItem } from "@/lib/labores/schema";
import { LABOR_STATE_BADGES, LABOR_STATE_LABELS } from "./states";

export type LaborRowAction = "editar" | "estado" | "eliminar";

const column = createColumnHelper<LaborListItem>();

/** Product.md §B.2: thumbnail, title with summary, year, status badge, media count, actions. */
export function LaborTable({
  items,
  busy,
  selectedId,
  onAction,
}: {
  items: LaborListItem[];
  busy: boolean;
  selectedId: number | null;
  onAction: (action: LaborRowAction, item: LaborListItem) => void;
}) {
  const columns = [
    column.display({
      id: "miniatura",
      header: () => <span className="sr-only">Miniatura</span>,
      cell: ({ row }) =>
        row.original.thumbnail_url ? (
          <ContentImage
            src={row.original.thumbnail_url}
            alt=""
            width={96}
            height={64}
            className="h-12 w-18 rounded-sm"
          />
        ) : (
          <span className="flex h-12 w-18 items-center justify-center rounded-sm bg-muted text-muted-foreground">
            <ImageOff aria-hidden className="size-5" />
          </span>
        ),
    }),
    column.accessor("titulo", {
      header: "Título",
      cell: ({ row }) => (
        <div className="flex max-w-sm flex-col gap-0.5">
          <span className="font-medium">{row.original.titulo}</span>
          {row.original.resumen && (
            <span className="line-clamp-2 text-xs text-muted-foreground">
              {row.original.resumen}
            </span>
          )}
        </div>
      ),
    }),
    column.accessor("anio_ejecucion", { header: "Año" }),
    column.accessor("estado", {
      header: "Estado",
      cell: (info) => (
        <Badge variant={LABOR_STATE_BADGES[info.getValue()]}>
          {LABOR_STATE_LABELS[info.getValue()]}
        </Badge>
      ),
    }),
    column.accessor("total_media", { header: "Fotos y videos" }),
    column.display({
      id: "acciones",
      header: "Acciones",
      meta: { actions: true },
      cell: ({ row }) => {
        const labor = row.original;
        const published = labor.estado === "publicado";
        return (
          <div className="flex flex-wrap gap-1.5 md:w-max">
            <Button
              variant={selectedId === labor.id ? "secondary" : "outline"}
              size="sm"
              aria-label={`Editar labor #${labor.id}`}
              onClick={() => onAction("editar", labor)}
            >
              <Pencil aria-hidden />
              Editar
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`${published ? "Ocultar" : "Publicar"} labor #${labor.id}`}
              onClick={() => onAction("estado", labor)}
            >
              {published ? <EyeOff aria-hidden /> : <Send aria-hidden />}
              {published ? "Ocultar" : "Publicar"}
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="border-danger text-danger hover:bg-danger-soft"
              aria-label={`Eliminar labor #${labor.id}`}
              onClick={() => onAction("eliminar", labor)}
            >
              <Trash2 aria-hidden />
              Eliminar
            </Button>
          </div>
        );
      },
    }),
  ];
  const table = useServerPageTable(items, columns);
  return (
    <DataTable
      table={table}
      label="Labores"
      empty="Sin resultados"
      busy={busy}
      className="md:min-w-[48rem]"
    />
  );
}
