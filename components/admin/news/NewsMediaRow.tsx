"use client";

import { FormProvider, useForm } from "react-hook-form";
import {
  MediaDeleteButton,
  MediaSaveButton,
  MediaTitleField,
  MediaTypeIcon,
} from "@/components/admin/MediaItemControls";
import { TextField } from "@/components/admin/FormFields";
import { hasThumbnail, type MediaRow } from "./media";

/** One medium: thumbnail (image URLs only), link, editable title and position, save and delete. */
export function NewsMediaRow({
  row,
  number,
  busy,
  onSave,
  onDelete,
}: {
  row: MediaRow;
  number: number;
  busy: boolean;
  onSave: (change: { titulo: string | null; posicion: number }) => void;
  onDelete: () => void;
}) {
  // The server checks the values and its answer is shown above the list ('Error actualizando media').
  const form = useForm({
    defaultValues: { titulo: row.titulo ?? "", posicion: String(row.posicion) },
  });
  const label = `medio ${number}`;
  return (
    <li className="flex flex-col gap-3 rounded-md border border-border p-3 sm:flex-row">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted text-muted-foreground">
        {hasThumbnail(row.url) ? (
          // eslint-disable-next-line @next/next/no-img-element -- any URL an editor pasted, shown as is
          <img
            src={row.url}
            alt={row.titulo ?? ""}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <MediaTypeIcon tipo={row.tipo} />
        )}
      </div>
      <FormProvider {...form}>
        <form
          aria-label={`Datos del ${label}`}
          className="flex min-w-0 flex-1 flex-col gap-2"
          onSubmit={form.handleSubmit(({ titulo, posicion }) =>
            onSave({ titulo: titulo.trim() || null, posicion: Number(posicion) }),
          )}
        >
          <a
            href={row.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm break-all text-primary underline"
          >
            {row.url}
          </a>
          <div className="grid gap-2 sm:grid-cols-[1fr_7rem]">
            <MediaTitleField name={label} />
            <TextField name="posicion" label="Posición" type="number" inputMode="numeric" />
          </div>
          <div className="flex flex-wrap gap-2">
            <MediaSaveButton busy={busy} />
            <MediaDeleteButton busy={busy} onDelete={onDelete} />
          </div>
        </form>
      </FormProvider>
    </li>
  );
}
