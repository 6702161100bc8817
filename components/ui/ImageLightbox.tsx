"use client";

import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { KeyboardEvent } from "react";

export interface LightboxImage {
  src: string;
  alt: string;
}

const control =
  "absolute z-10 flex size-12 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black [--focus-ring:#fcd34d]";

/**
 * A full-size view of one image of a list, controlled by `index` (null: closed). Escape, the close
 * button or a click beside the image close it; the arrow keys and buttons move through the list.
 */
export function ImageLightbox({
  images,
  index,
  onIndexChange,
  label = "Vista ampliada de la imagen",
}: {
  images: LightboxImage[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  label?: string;
}) {
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const move = (step: number) => index !== null && onIndexChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <DialogPrimitive.Root open={!!image} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 text-white outline-none sm:p-10"
          onClick={(event) => event.target === event.currentTarget && onIndexChange(null)}
        >
          <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
          {image && (
            <figure className="flex max-h-full min-h-0 flex-col items-center gap-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads of any size */}
              <img
                src={image.src}
                alt={image.alt}
                className="max-h-[80dvh] w-auto max-w-full rounded-md object-contain"
              />
              <figcaption aria-live="polite" className="text-center text-sm text-white">
                {image.alt && <span className="block">{image.alt}</span>}
                {count > 1 && (
                  <span>
                    Imagen {index! + 1} de {count}
                  </span>
                )}
              </figcaption>
            </figure>
          )}
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => move(-1)}
                aria-label="Imagen anterior"
                className={`${control} top-1/2 left-2 -translate-y-1/2 sm:left-6`}
              >
                <ChevronLeft aria-hidden className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                aria-label="Imagen siguiente"
                className={`${control} top-1/2 right-2 -translate-y-1/2 sm:right-6`}
              >
                <ChevronRight aria-hidden className="size-6" />
              </button>
            </>
          )}
          <DialogPrimitive.Close aria-label="Cerrar" className={`${control} top-3 right-3`}>
            <X aria-hidden className="size-6" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
