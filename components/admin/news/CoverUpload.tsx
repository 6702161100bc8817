"use client";

import { ImageUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { ContentImage } from "@/components/public/ContentImage";
import { Alert, AlertTitle } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Progress } from "@/components/ui/Progress";
import { uploadWithProgress } from "@/components/ui/request";
import type { NewsDetail } from "@/lib/news/schema";

/** The cover of an existing news item: an image file sent to POST /api/noticias/{id}/portada. */
export function CoverUpload({
  item,
  onUploaded,
}: {
  item: NewsDetail;
  onUploaded: (item: NewsDetail) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    if (!file) {
      setError("Selecciona una imagen primero.");
      return;
    }
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.append("file", file);
    try {
      const { item: updated } = await uploadWithProgress<{ item: NewsDetail }>(
        `/api/noticias/${item.id}/portada`,
        form,
        setProgress,
      );
      toast.success("Portada actualizada.");
      setFile(null);
      if (input.current) input.current.value = "";
      onUploaded(updated);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-4">
      <legend className="px-1 text-base font-semibold">Portada</legend>
      {item.portada_url ? (
        <ContentImage
          src={item.portada_url}
          alt={`Portada de la noticia #${item.id}`}
          width={320}
          height={180}
          className="aspect-video w-full max-w-xs rounded-md"
        />
      ) : (
        <p className="text-sm text-muted-foreground">Esta noticia aún no tiene portada.</p>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Imagen de portada</Label>
        <Input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="py-1.5"
        />
      </div>
      {progress !== null && <Progress value={progress} label="Progreso de la portada" />}
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Error subiendo portada</AlertTitle>
          {error}
        </Alert>
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={progress !== null}
        onClick={() => void upload()}
      >
        <ImageUp aria-hidden />
        {progress !== null ? "Subiendo…" : "Subir portada"}
      </Button>
    </fieldset>
  );
}
