"use client";

import { ImageIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/Button";
import { ImageLightbox, type LightboxImage } from "@/components/ui/ImageLightbox";
import type { BiographyDetail } from "@/lib/biography/schema";
import { IMAGE_SLOTS, TEXT_LABELS } from "./labels";

/** The full content of a version: its texts, its four images and its gallery. */
export function VersionDetails({ item }: { item: BiographyDetail }) {
  const [shown, setShown] = useState<number | null>(null);
  const images: LightboxImage[] = [
    ...IMAGE_SLOTS.flatMap(({ field, label }) =>
      item[field] ? [{ src: item[field], alt: label }] : [],
    ),
    ...item.imagenes.map((image, index) => ({
      src: image.url,
      alt: image.descripcion || `Imagen ${index + 1} de la galería`,
    })),
  ];
  const texts = TEXT_LABELS.filter(({ field }) => item[field]);

  return (
    <div className="flex flex-col gap-4 border-t border-border pt-4">
      {texts.length > 0 && (
        <dl className="grid gap-3">
          {texts.map(({ field, label }) => (
            <div key={field}>
              <dt className="text-sm font-semibold">{label}</dt>
              <dd className="text-sm break-words whitespace-pre-line text-foreground">
                {item[field]}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Imágenes</h3>
        {images.length === 0 ? (
          <p className="text-sm text-muted-foreground">Esta versión no tiene imágenes.</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {images.map((image, index) => (
              <li key={`${image.src}-${index}`}>
                <button
                  type="button"
                  onClick={() => setShown(index)}
                  className="block aspect-square w-full overflow-hidden rounded-md border border-border bg-muted"
                  aria-label={`Ampliar: ${image.alt}`}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads, shown as thumbnails */}
                  <img src={image.src} alt="" loading="lazy" className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Link
          href={`/admin/landing/biografia/${item.id}/imagenes`}
          className={buttonVariants({ variant: "secondary", size: "sm", className: "self-start" })}
        >
          <ImageIcon aria-hidden />
          Gestionar imágenes
        </Link>
      </div>
      <ImageLightbox images={images} index={shown} onIndexChange={setShown} />
    </div>
  );
}
