"use client";

import { Camera, FileText, Paperclip, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { acceptFor } from "@/components/ui/file-rules";
import { lighterPhotos } from "@/components/ui/lighter-photo";
import { formatBytes } from "@/lib/format/display";
import { ATTACHMENT_RULES } from "@/lib/gestiones/limits";

const ATTACHMENTS_LABEL = "Adjuntar archivos (imágenes o PDF, hasta 10 de 25 MB cada uno)";

// The inputs stay in the page, visually hidden and focusable; their labels are the buttons a
// person sees, and show the input's keyboard focus.
const pickerButton =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-primary bg-white px-4 text-sm font-medium text-primary hover:bg-primary-soft peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:pointer-events-none peer-disabled:opacity-60 [&_svg]:size-4";

const PREPARING_PHOTOS = "Preparando las fotos para enviarlas más livianas…";

/**
 * Files for a gestión: 'Tomar foto' opens the camera first on a phone (`capture`), 'Elegir
 * archivos' the files; what was chosen shows as previews (images) or names (PDF), each removable.
 * Photos are handed on already made lighter (components/ui/lighter-photo.ts), so the sizes shown
 * and the progress of the upload are those of the bytes actually sent.
 */
export function FilePicker({
  id,
  files,
  onChoose,
  onRemove,
  error,
  disabled,
}: {
  id: string;
  files: File[];
  onChoose: (files: File[]) => void;
  onRemove?: (index: number) => void;
  error?: string;
  disabled?: boolean;
}) {
  const previews = useMemo(
    () => files.map((file) => (file.type.startsWith("image/") ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);
  const [preparing, setPreparing] = useState(false);
  const described = [`${id}-ayuda`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const common = {
    type: "file",
    disabled: disabled || preparing,
    className: "peer sr-only",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const chosen = [...(event.target.files ?? [])];
      event.target.value = "";
      setPreparing(true);
      void lighterPhotos(chosen)
        .then(onChoose)
        .finally(() => setPreparing(false));
    },
  } as const;

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={`${id}-titulo`}>
      <p id={`${id}-titulo`} className="text-sm font-medium">
        Fotos y documentos (opcional)
      </p>
      <p id={`${id}-ayuda`} className="text-sm text-muted-foreground">
        Imágenes o PDF, hasta 10 de 25 MB cada uno.
      </p>
      <div className="flex flex-wrap gap-2">
        <div className="sm:hidden">
          <input
            {...common}
            id={`${id}-camara`}
            accept="image/*"
            capture="environment"
            aria-label="Tomar foto con la cámara"
          />
          <label htmlFor={`${id}-camara`} className={pickerButton}>
            <Camera aria-hidden />
            Tomar foto
          </label>
        </div>
        <div>
          <input
            {...common}
            id={`${id}-archivos`}
            multiple
            accept={acceptFor(ATTACHMENT_RULES)}
            aria-label={ATTACHMENTS_LABEL}
          />
          <label htmlFor={`${id}-archivos`} className={pickerButton}>
            <Paperclip aria-hidden />
            Elegir archivos
          </label>
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {preparing ? PREPARING_PHOTOS : ""}
      </p>
      {files.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Archivos por enviar">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex flex-col gap-1 rounded-md border border-border bg-white p-2 text-xs"
            >
              {previews[index] ? (
                // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:), never optimised
                <img
                  src={previews[index]!}
                  alt={`Vista previa de ${file.name}`}
                  className="aspect-4/3 w-full rounded object-cover"
                />
              ) : (
                <span className="flex aspect-4/3 items-center justify-center rounded bg-muted">
                  <FileText aria-hidden className="size-8 text-muted-foreground" />
                </span>
              )}
              <span className="break-all">
                {file.name} ·{" "}
                <span className="text-muted-foreground">{formatBytes(file.size)}</span>
              </span>
              {onRemove && !disabled && (
                <button
                  type="button"
                  onClick={() => onRemove(index)}
                  className="inline-flex min-h-11 items-center justify-center gap-1 rounded-md text-danger hover:bg-danger-soft"
                >
                  <X aria-hidden className="size-4" />
                  Quitar <span className="sr-only">{file.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
