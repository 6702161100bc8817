"use client";

import { ArrowDown, ArrowUp, Star } from "lucide-react";
import { FormProvider, useForm } from "react-hook-form";
import {
  MediaDeleteButton,
  MediaSaveButton,
  MediaTitleField,
  MediaTypeIcon,
} from "@/components/admin/MediaItemControls";
import { BoundField, type BoundProps } from "@/components/admin/FormFields";
import { ContentImage } from "@/components/public/ContentImage";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Textarea } from "@/components/ui/Textarea";
import type { LaborMediaItem } from "@/lib/labores/schema";

/** One file of a labor: preview, cover mark, title and description, move up/down, delete. */
export function LaborMediaCard({
  item,
  number,
  busy,
  canMoveUp,
  canMoveDown,
  onSave,
  onCover,
  onMove,
  onDelete,
}: {
  item: LaborMediaItem;
  number: number;
  busy: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onSave: (change: { titulo: string | null; descripcion: string | null }) => void;
  onCover: () => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}) {
  const form = useForm({
    defaultValues: { titulo: item.titulo ?? "", descripcion: item.descripcion ?? "" },
  });
  const cover = item.is_portada === 1;
  const preview = item.thumbnail_url ?? item.secure_url ?? item.url;
  const name = `archivo ${number}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-md border border-border bg-white p-3 sm:flex-row"
      data-media-id={item.id}
    >
      <div className="flex shrink-0 flex-col items-start gap-2">
        <div className="flex size-28 items-center justify-center overflow-hidden rounded-md bg-muted text-muted-foreground">
          {item.tipo === "image" ? (
            <ContentImage
              src={preview}
              alt={item.titulo ?? `Imagen ${number}`}
              width={112}
              height={112}
              className="size-full"
            />
          ) : (
            <MediaTypeIcon tipo={item.tipo} />
          )}
        </div>
        <span className="text-sm font-medium">#{number}</span>
        {cover && <Badge variant="success">Portada</Badge>}
      </div>
      <FormProvider {...form}>
        <form
          aria-label={`Datos del ${name}`}
          className="flex min-w-0 flex-1 flex-col gap-2"
          onSubmit={form.handleSubmit(({ titulo, descripcion }) =>
            onSave({ titulo: titulo.trim() || null, descripcion: descripcion.trim() || null }),
          )}
        >
          <MediaTitleField name={name} />
          <BoundField
            field={{ name: "descripcion", label: `Descripción del ${name}` }}
            control={(bound: BoundProps) => <Textarea rows={2} maxLength={2000} {...bound} />}
          />
          <div className="flex flex-wrap gap-2">
            <MediaSaveButton busy={busy} />
            {item.tipo === "image" && !cover && (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Marcar como portada el ${name}`}
                onClick={onCover}
              >
                <Star aria-hidden />
                Marcar como portada
              </Button>
            )}
            <Button
              size="icon"
              variant="outline"
              className="size-9"
              disabled={busy || !canMoveUp}
              aria-label={`Mover ${name} arriba`}
              title="Mover arriba"
              onClick={() => onMove(-1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              size="icon"
              variant="outline"
              className="size-9"
              disabled={busy || !canMoveDown}
              aria-label={`Mover ${name} abajo`}
              title="Mover abajo"
              onClick={() => onMove(1)}
            >
              <ArrowDown aria-hidden />
            </Button>
            <MediaDeleteButton busy={busy} label={`Eliminar ${name}`} onDelete={onDelete} />
          </div>
        </form>
      </FormProvider>
    </li>
  );
}
