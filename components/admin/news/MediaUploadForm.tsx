"use client";

import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { uploadWithProgress } from "@/components/ui/request";
import { UploadProgressList } from "@/components/ui/UploadProgressList";
import { useUploadQueue } from "@/components/ui/use-upload-queue";
import { batchResult } from "./media";

/**
 * Uploads files one request each to POST /api/noticias/{id}/media/upload, with a byte progress
 * bar per file and 'n de m archivos' overall, then 'Listo. Exitosas: n, Fallidas: m'.
 */
export function MediaUploadForm({
  newsId,
  onUploaded,
}: {
  newsId: number;
  onUploaded: () => void;
}) {
  const ids = { files: useId(), titulo: useId(), heading: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [titulo, setTitulo] = useState("");
  const [result, setResult] = useState<{ succeeded: number; failed: number } | null>(null);
  const [missing, setMissing] = useState(false);
  const queue = useUploadQueue();

  const upload = async () => {
    const files = [...(input.current?.files ?? [])];
    setResult(null);
    setMissing(files.length === 0);
    if (!files.length) return;
    const outcome = await queue.run(files, async (file, onProgress) => {
      const form = new FormData();
      form.append("file", file);
      if (titulo.trim()) form.append("titulo", titulo.trim());
      await uploadWithProgress(`/api/noticias/${newsId}/media/upload`, form, onProgress);
    });
    setResult(outcome);
    if (input.current) input.current.value = "";
    if (outcome.succeeded) onUploaded();
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <h3 id={ids.heading} className="font-semibold">
        Subir archivos
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
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
      </div>
      {missing && (
        <p role="alert" className="text-sm text-danger">
          Selecciona un archivo primero.
        </p>
      )}
      <UploadProgressList states={queue.states} busy={queue.busy} />
      {result && (
        <Alert variant={result.failed ? "warning" : "success"} role="status">
          {batchResult(result.succeeded, result.failed)}
        </Alert>
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={queue.busy}
        onClick={() => void upload()}
      >
        <Upload aria-hidden />
        {queue.busy ? "Subiendo…" : "Subir"}
      </Button>
    </section>
  );
}
