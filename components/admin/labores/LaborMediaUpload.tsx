"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { FileBatchUpload, uploadBody } from "@/components/admin/FileBatchUpload";
import { OptionalTitleField } from "@/components/admin/OptionalTitleField";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { uploadWithProgress } from "@/components/ui/request";
import type { LaborMediaItem } from "@/lib/labores/schema";

/**
 * Several files at once, sent one request each to POST /api/admin/labores/{id}/media (byte progress
 * per file and 'n de m archivos'), with one title and description for all of them.
 */
export function LaborMediaUpload({
  laborId,
  onUploaded,
}: {
  laborId: number;
  onUploaded: (items: LaborMediaItem[]) => void;
}) {
  const descripcionId = useId();
  const [titulo, setTitulo] = useState("");
  const [descripcion, setDescripcion] = useState("");

  return (
    <FileBatchUpload
      missingText="Selecciona al menos un archivo."
      buttonLabel="Subir archivos"
      send={async (file, onProgress) => {
        const { items } = await uploadWithProgress<{ items: LaborMediaItem[] }>(
          `/api/admin/labores/${laborId}/media`,
          uploadBody("files", file, { titulo, descripcion }),
          onProgress,
        );
        onUploaded(items);
      }}
      onFinished={({ succeeded, failed }) => {
        if (succeeded && !failed) {
          setTitulo("");
          setDescripcion("");
          toast.success(succeeded === 1 ? "Archivo subido." : `${succeeded} archivos subidos.`);
        } else if (failed) {
          toast.error(
            failed === 1
              ? "Un archivo no se pudo subir."
              : `${failed} archivos no se pudieron subir.`,
          );
        }
      }}
    >
      {({ picker, busy }) => (
        <>
          {picker}
          <div className="grid gap-3 sm:grid-cols-2">
            <OptionalTitleField value={titulo} disabled={busy} onChange={setTitulo} />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={descripcionId}>Descripción (opcional)</Label>
              <Textarea
                id={descripcionId}
                rows={2}
                value={descripcion}
                maxLength={2000}
                disabled={busy}
                onChange={(event) => setDescripcion(event.target.value)}
              />
            </div>
          </div>
        </>
      )}
    </FileBatchUpload>
  );
}
