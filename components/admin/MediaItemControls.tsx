"use client";

import { FileText, Film, Save, Trash2 } from "lucide-react";
import { TextField } from "@/components/admin/FormFields";
import { Button } from "@/components/ui/Button";

// The pieces a news medium and a labor file share in their editable rows.

/** Stands in for a file with no picture to show. */
export function MediaTypeIcon({ tipo }: { tipo: string }) {
  return tipo === "video" ? (
    <Film aria-hidden className="size-8" />
  ) : (
    <FileText aria-hidden className="size-8" />
  );
}

/** The title input of one file, in its row's form; `name` says which ("archivo 2", "medio 3"). */
export function MediaTitleField({ name }: { name: string }) {
  return <TextField name="titulo" label={`Título del ${name}`} maxLength={300} />;
}

export function MediaSaveButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" size="sm" variant="secondary" disabled={busy}>
      <Save aria-hidden />
      Guardar
    </Button>
  );
}

export function MediaDeleteButton({
  busy,
  label,
  onDelete,
}: {
  busy: boolean;
  label?: string;
  onDelete: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      className="border-danger text-danger hover:bg-danger-soft"
      disabled={busy}
      aria-label={label}
      onClick={onDelete}
    >
      <Trash2 aria-hidden />
      Eliminar
    </Button>
  );
}
