"use client";

import { Upload } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/Alert";
import { Button, buttonVariants } from "@/components/ui/Button";
import { ImageLightbox, type LightboxImage } from "@/components/ui/ImageLightbox";
import { UploadProgress } from "@/components/ui/UploadProgress";
import { BIOGRAPHY_MESSAGES, type BiographyDetail } from "@/lib/biography/schema";
import { GalleryCard } from "./GalleryCard";
import { ImageSlotsCard } from "./ImageSlotsCard";
import { IMAGE_SLOTS } from "./labels";
import { useBiographyUploads } from "./use-biography-uploads";

/**
 * The images of one version: the four single images and the gallery (with descriptions), uploaded
 * together with progress, and every stored image enlarged in one lightbox.
 */
export function BiographyImages({ version }: { version: BiographyDetail }) {
  const router = useRouter();
  const idBase = useId();
  const uploads = useBiographyUploads(version);
  const [shown, setShown] = useState<number | null>(null);

  const current: LightboxImage[] = [
    ...IMAGE_SLOTS.flatMap(({ field, label }) =>
      version[field] ? [{ src: version[field], alt: label }] : [],
    ),
    ...version.imagenes.map((image, index) => ({
      src: image.url,
      alt: image.descripcion || `Imagen ${index + 1} de la galería`,
    })),
  ];
  const show = (src: string) => setShown(current.findIndex((image) => image.src === src));

  return (
    <div className="flex flex-col gap-6">
      <ImageSlotsCard
        version={version}
        idBase={idBase}
        chosen={uploads.slotFiles}
        problems={uploads.fieldProblems}
        uploading={uploads.uploading}
        onChoose={uploads.chooseSlot}
        onShow={show}
      />
      <GalleryCard
        version={version}
        inputId={idBase}
        chosen={uploads.gallery}
        setChosen={uploads.setGallery}
        problem={uploads.fieldProblems.galeria}
        uploading={uploads.uploading}
        onChoose={uploads.chooseGallery}
        onShow={show}
        onDeleted={() => {
          setShown(null);
          toast.success(BIOGRAPHY_MESSAGES.imageDeleted);
          router.refresh();
        }}
      />
      {uploads.tasks.length > 0 && (
        <section aria-label="Progreso de la subida" className="flex flex-col gap-3">
          {uploads.tasks.map((task) => (
            <UploadProgress
              key={task.key}
              label={task.label}
              percent={uploads.progress[task.key] ?? 0}
            />
          ))}
        </section>
      )}
      {uploads.failure && (
        <Alert variant="destructive" role="alert">
          {uploads.failure}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href="/admin/landing/biografia" className={buttonVariants({ variant: "outline" })}>
          Terminar
        </Link>
        <Button onClick={() => void uploads.upload()} disabled={uploads.uploading}>
          <Upload aria-hidden />
          {uploads.uploading ? "Subiendo..." : "Subir imágenes"}
        </Button>
      </div>
      <ImageLightbox images={current} index={shown} onIndexChange={setShown} />
    </div>
  );
}
