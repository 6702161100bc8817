"use client";

import { X } from "lucide-react";
import type { Dispatch, SetStateAction } from "react";
import { DeleteButton } from "@/components/admin/values/DeleteButton";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardHeader } from "@/components/ui/Card";
import { acceptFor } from "@/components/ui/file-rules";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { CARD_TITLE } from "@/components/admin/landing/styles";
import { deleteBiographyGalleryImageAction } from "@/lib/biography/actions";
import { BIOGRAPHY_IMAGE_RULES } from "@/lib/biography/limits";
import { BIOGRAPHY_MESSAGES, type BiographyDetail } from "@/lib/biography/schema";
import type { GalleryFile } from "./use-biography-uploads";

const ACCEPT = acceptFor(BIOGRAPHY_IMAGE_RULES);

/**
 * A version's gallery: its images (enlarged on a click, each deleted after a confirmation), then
 * the files chosen to add, each with its description.
 */
export function GalleryCard({
  version,
  inputId,
  chosen,
  setChosen,
  problem,
  uploading,
  onChoose,
  onShow,
  onDeleted,
}: {
  version: BiographyDetail;
  inputId: string;
  chosen: GalleryFile[];
  setChosen: Dispatch<SetStateAction<GalleryFile[]>>;
  problem: string | undefined;
  uploading: boolean;
  onChoose: (files: FileList | null) => void;
  onShow: (src: string) => void;
  onDeleted: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className={CARD_TITLE}>Galería</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {version.imagenes.length === 0 ? (
          <p className="text-sm text-muted-foreground">La galería está vacía.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {version.imagenes.map((image, index) => (
              <li key={image.id}>
                <figure className="flex flex-col gap-1">
                  <button
                    type="button"
                    onClick={() => onShow(image.url)}
                    className="aspect-square overflow-hidden rounded-md border border-border bg-muted"
                    aria-label={`Ampliar: ${image.descripcion || `imagen ${index + 1} de la galería`}`}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads, shown as thumbnails */}
                    <img src={image.url} alt="" loading="lazy" className="size-full object-cover" />
                  </button>
                  <figcaption className="text-xs text-muted-foreground">
                    {image.descripcion || "Sin descripción"}
                  </figcaption>
                </figure>
                <div className="mt-2">
                  <DeleteButton
                    label={`Eliminar imagen ${index + 1} de la galería`}
                    title="Eliminar imagen"
                    question={BIOGRAPHY_MESSAGES.imageDeleteQuestion}
                    failure={BIOGRAPHY_MESSAGES.imageDeleteFailed}
                    run={() => deleteBiographyGalleryImageAction({ id: image.id })}
                    onDeleted={onDeleted}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>Agregar imágenes a la galería</Label>
          <Input
            id={inputId}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={uploading}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onChange={(event) => {
              onChoose(event.target.files);
              event.target.value = "";
            }}
            className="py-1.5"
          />
          {problem && (
            <p id={`${inputId}-error`} className="text-sm text-danger">
              {problem}
            </p>
          )}
        </div>
        {chosen.length > 0 && (
          <ul className="flex flex-col gap-3">
            {chosen.map((item) => (
              <li
                key={item.key}
                className="flex flex-col gap-1.5 rounded-md border border-border p-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate text-sm font-medium">{item.file.name}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={uploading}
                    aria-label={`Quitar ${item.file.name}`}
                    onClick={() =>
                      setChosen((list) => list.filter((other) => other.key !== item.key))
                    }
                  >
                    <X aria-hidden />
                  </Button>
                </div>
                <Label htmlFor={`${item.key}-descripcion`}>Descripción de {item.file.name}</Label>
                <Input
                  id={`${item.key}-descripcion`}
                  value={item.descripcion}
                  maxLength={300}
                  disabled={uploading}
                  onChange={(event) =>
                    setChosen((list) =>
                      list.map((other) =>
                        other.key === item.key
                          ? { ...other, descripcion: event.target.value }
                          : other,
                      ),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
