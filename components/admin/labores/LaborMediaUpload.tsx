"use client";

import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { uploadWithProgress } from "@/components/ui/request";
import { UploadProgressList } from "@/components/ui/UploadProgressList";
import { useUploadQueue } from "@/components/ui/use-upload-queue";
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
  const ids = { files: useId(), titulo: useId(), descripcion: useId(), heading: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [titulo, setTitulo] = useState("");
  const [descripcion, setDescripcion] = useState("");
  const [missing, setMissing] = useState(false);
  const queue = useUploadQueue();

  const upload = async () => {
    const files = [...(input.current?.files ?? [])];
    setMissing(files.length === 0);
    if (!files.length) return;
    const { succeeded, failed } = await queue.run(files, async (file, onProgress) => {
      const form = new FormData();
      form.append("files", file);
      if (titulo.trim()) form.append("titulo", titulo.trim());
      if (descripcion.trim()) form.append("descripcion", descripcion.trim());
      const { items } = await uploadWithProgress<{ items: LaborMediaItem[] }>(
        `/api/admin/labores/${laborId}/media`,
        form,
        onProgress,
      );
      onUploaded(items);
    });
    if (input.current) input.current.value = "";
    if (succeeded && !failed) {
      setTitulo("");
      setDescripcion("");
      toast.success(succeeded === 1 ? "Archivo subido." : `${succeeded} archivos subidos.`);
    } else if (failed) {
      toast.error(
        failed === 1 ? "Un archivo no se pudo subir." : `${failed} archivos no se pudieron subir.`,
      );
    }
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <h3 id={ids.heading} className="font-semibold">
        Subir archivos
      </h3>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.files}>Archivos (imágenes, video MP4 o PDF)</Label>
        <Input
          ref={input}
          id={ids.files}
          type="file"
          multiple
          accept="image/*,video/mp4,application/pdf"
          disabled={queue.busy}
          aria-invalid={missing || undefined}
          className="py-1.5"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.titulo}>Título (opcional)</Label>
          <Input
            id={ids.titulo}
            value={titulo}
            maxLength={300}
            disabled={queue.busy}
            onChange={(event) => setTitulo(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.descripcion}>Descripción (opcional)</Label>
          <Textarea
            id={ids.descripcion}
            rows={2}
            value={descripcion}
            maxLength={2000}
            disabled={queue.busy}
            onChange={(event) => setDescripcion(event.target.value)}
          />
        </div>
      </div>
      {missing && (
        <p role="alert" className="text-sm text-danger">
          Selecciona al menos un archivo.
        </p>
      )}
      <UploadProgressList states={queue.states} busy={queue.busy} />
      <Button
        variant="secondary"
        className="self-start"
        disabled={queue.busy}
        onClick={() => void upload()}
      >
        <Upload aria-hidden />
        {queue.busy ? "Subiendo…" : "Subir archivos"}
      </Button>
    </section>
  );
}
