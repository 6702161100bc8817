"use client";

import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { deleteValueImageAction } from "@/lib/values/actions";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { acceptFor } from "@/components/ui/file-rules";
import { ImageLightbox } from "@/components/ui/ImageLightbox";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { getJson } from "@/components/ui/request";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { VALUES_MESSAGES, type ValueImage } from "@/lib/values/schema";
import { DeleteButton } from "./DeleteButton";
import { ImageBatchProgress, useImageBatch } from "./image-batch";
import { IMAGE_RULES, imagesUrl, type ImageOwnerName } from "./owners";

/**
 * The images of a value, formal commitment or message: thumbnails that open in a lightbox,
 * deletion with confirmation, and uploads checked before sending and shown with progress.
 */
export function ImageManager({
  owner,
  ownerId,
  ownerLabel,
  initial,
}: {
  owner: ImageOwnerName;
  ownerId: number;
  ownerLabel: string;
  initial: ValueImage[];
}) {
  const inputId = useId();
  const rules = IMAGE_RULES[owner];
  const [images, setImages] = useState(initial);
  const [loadFailed, setLoadFailed] = useState(false);
  const batch = useImageBatch(rules);
  const { problem, setProblem } = batch;
  const { ref, focusFirstError } = useFocusFirstError<HTMLElement>();
  const busy = batch.progress !== null;
  const [shown, setShown] = useState<number | null>(null);
  const lightbox = images.map((image, index) => ({
    src: image.url,
    alt: `Imagen ${index + 1} de ${ownerLabel}`,
  }));

  const reload = async () => {
    try {
      const { data } = await getJson<{ data: ValueImage[] }>(imagesUrl(owner, ownerId));
      setImages(data);
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  };

  const upload = async () => {
    if (problem && batch.files.length === 0) return;
    if (batch.files.length === 0) {
      setProblem(VALUES_MESSAGES.imageRequired);
      return focusFirstError();
    }
    setProblem(null);
    const failure = await batch.send(owner, ownerId);
    batch.clear();
    setProblem(failure);
    await reload();
  };

  return (
    <section ref={ref} aria-label={`Imágenes de ${ownerLabel}`} className="flex flex-col gap-3">
      {loadFailed && (
        <Alert variant="destructive" role="alert">
          No se pudieron cargar las imágenes.
        </Alert>
      )}
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {images.map((image, index) => (
            <li key={image.id} className="relative">
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={`Ampliar imagen ${index + 1} de ${ownerLabel}`}
                className="block aspect-square w-full overflow-hidden rounded-md border border-border bg-muted"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads, shown as thumbnails */}
                <img src={image.url} alt="" loading="lazy" className="size-full object-cover" />
              </button>
              <div className="absolute top-1 right-1">
                <DeleteButton
                  iconOnly
                  label={`Eliminar imagen ${index + 1} de ${ownerLabel}`}
                  title="Eliminar imagen"
                  question="¿Eliminar esta imagen? Esta acción no se puede deshacer."
                  failure="No se pudo eliminar la imagen."
                  run={() => deleteValueImageAction({ owner, id: image.id })}
                  onDeleted={() => void reload()}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>Agregar imágenes a {ownerLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            key={batch.inputKey}
            id={inputId}
            type="file"
            multiple
            accept={acceptFor(rules)}
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
            onChange={(event) => batch.choose(event.target.files)}
            className="py-1.5"
          />
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void upload()}
            aria-label={`Subir imágenes a ${ownerLabel}`}
          >
            <Upload aria-hidden />
            Subir
          </Button>
        </div>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {owner === "formal" ? "JPG, PNG o WEBP, hasta 5 MB." : "Imágenes de hasta 10 MB."}
        </p>
        {problem && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
      </div>
      <ImageBatchProgress batch={batch} />
      <ImageLightbox
        images={lightbox}
        index={shown}
        onIndexChange={setShown}
        label={`Imágenes de ${ownerLabel}`}
      />
    </section>
  );
}
