"use client";

import { Upload, X } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { deleteBiographyGalleryImageAction } from "@/lib/biography/actions";
import { DeleteButton } from "@/components/admin/values/DeleteButton";
import { Alert } from "@/components/ui/Alert";
import { Button, buttonVariants } from "@/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { acceptFor, fileProblem } from "@/components/ui/file-rules";
import { ImageLightbox, type LightboxImage } from "@/components/ui/ImageLightbox";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { uploadWithProgress } from "@/components/ui/request";
import { RequestError } from "@/components/ui/request-error";
import { UploadProgress } from "@/components/ui/UploadProgress";
import { BIOGRAPHY_IMAGE_RULES } from "@/lib/biography/limits";
import {
  BIOGRAPHY_MESSAGES,
  type BiographyDetail,
  type BiographyImageField,
} from "@/lib/biography/schema";
import { CARD_TITLE } from "@/components/admin/landing/styles";
import { IMAGE_SLOTS } from "./labels";

const ACCEPT = acceptFor(BIOGRAPHY_IMAGE_RULES);
const UPLOAD_FAILED = "Error al subir imágenes";

interface GalleryFile {
  key: string;
  file: File;
  descripcion: string;
}

interface Task {
  key: string;
  label: string;
  url: string;
  form: FormData;
}

/** The server's message for a failed upload, or the screen's text (product.md §B.8). */
function uploadMessage(error: unknown): string {
  return error instanceof RequestError && error.code !== "INTERNAL" && error.code !== "NETWORK"
    ? error.message
    : UPLOAD_FAILED;
}

/**
 * The images of one version: the four single images and the gallery (with descriptions). Every
 * chosen file goes in its own request (POST /api/biografia/…), one after the other, with progress.
 * Each gallery image can be deleted, after a confirmation.
 */
export function BiographyImages({ version }: { version: BiographyDetail }) {
  const router = useRouter();
  const galleryInputId = useId();
  const [slotFiles, setSlotFiles] = useState<Partial<Record<BiographyImageField, File>>>({});
  const [gallery, setGallery] = useState<GalleryFile[]>([]);
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [tasks, setTasks] = useState<Task[]>([]);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
  const indexOf = (src: string) => current.findIndex((image) => image.src === src);

  const chooseSlot = (field: BiographyImageField, file: File | undefined) => {
    setFailure(null);
    const problem = file ? fileProblem(file, BIOGRAPHY_IMAGE_RULES) : null;
    setFieldProblems((all) => ({ ...all, [field]: problem ?? "" }));
    setSlotFiles((all) => ({ ...all, [field]: file && !problem ? file : undefined }));
  };

  const chooseGallery = (files: FileList | null) => {
    setFailure(null);
    const chosen = [...(files ?? [])];
    const problem = chosen.map((file) => fileProblem(file, BIOGRAPHY_IMAGE_RULES)).find(Boolean);
    setFieldProblems((all) => ({ ...all, galeria: problem ?? "" }));
    setGallery((list) => [
      ...list,
      ...chosen
        .filter((file) => !fileProblem(file, BIOGRAPHY_IMAGE_RULES))
        .map((file) => ({
          key: `${file.name}-${file.size}-${Math.random()}`,
          file,
          descripcion: "",
        })),
    ]);
  };

  const upload = async () => {
    setFailure(null);
    const planned: Task[] = [
      ...IMAGE_SLOTS.flatMap(({ field, segment, label }) => {
        const file = slotFiles[field];
        if (!file) return [];
        const form = new FormData();
        form.append("imagen", file);
        form.append("biografia_id", String(version.id));
        return [
          { key: field, label: `${label}: ${file.name}`, url: `/api/biografia/${segment}`, form },
        ];
      }),
      ...gallery.map(({ key, file, descripcion }) => {
        const form = new FormData();
        form.append("imagen", file);
        form.append("biografia_id", String(version.id));
        if (descripcion.trim()) form.append("descripcion", descripcion.trim());
        return { key, label: `Galería: ${file.name}`, url: "/api/biografia/galeria", form };
      }),
    ];
    if (planned.length === 0) return setFailure(BIOGRAPHY_MESSAGES.missingImage);

    setTasks(planned);
    setProgress({});
    setUploading(true);
    const done = new Set<string>();
    let firstError: string | null = null;
    for (const task of planned) {
      try {
        await uploadWithProgress(task.url, task.form, (percent) =>
          setProgress((all) => ({ ...all, [task.key]: percent })),
        );
        done.add(task.key);
      } catch (error) {
        firstError ??= uploadMessage(error);
      }
    }
    setUploading(false);
    setSlotFiles((all) =>
      Object.fromEntries(Object.entries(all).filter(([field]) => !done.has(field))),
    );
    setGallery((list) => list.filter((item) => !done.has(item.key)));
    if (firstError) setFailure(firstError);
    else {
      setTasks([]);
      toast.success(BIOGRAPHY_MESSAGES.imagesUploaded);
    }
    if (done.size > 0) router.refresh();
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <h2 className={CARD_TITLE}>Imágenes de la versión</h2>
          <CardDescription>
            Cada imagen es opcional; elige solo las que quieras cambiar. Formatos JPG, PNG, WEBP,
            GIF o HEIC, hasta 10 MB.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 sm:grid-cols-2">
            {IMAGE_SLOTS.map(({ field, label }) => {
              const src = version[field];
              const inputId = `${galleryInputId}-${field}`;
              const problem = fieldProblems[field];
              return (
                <li key={field} className="flex flex-col gap-2 rounded-md border border-border p-3">
                  <h3 className="font-semibold">{label}</h3>
                  <div className="flex h-40 items-center justify-center overflow-hidden rounded-md bg-muted">
                    {src ? (
                      <button
                        type="button"
                        className="size-full"
                        onClick={() => setShown(indexOf(src))}
                        aria-label={`Ampliar: ${label}`}
                      >
                        {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads of any size */}
                        <img src={src} alt="" className="size-full object-contain" />
                      </button>
                    ) : (
                      <p className="text-sm text-muted-foreground">Sin imagen</p>
                    )}
                  </div>
                  <Label htmlFor={inputId}>Nuevo archivo para {label.toLowerCase()}</Label>
                  <Input
                    id={inputId}
                    type="file"
                    accept={ACCEPT}
                    disabled={uploading}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${inputId}-error` : undefined}
                    onChange={(event) => {
                      chooseSlot(field, event.target.files?.[0]);
                      event.target.value = "";
                    }}
                    className="py-1.5"
                  />
                  {problem && (
                    <p id={`${inputId}-error`} className="text-sm text-danger">
                      {problem}
                    </p>
                  )}
                  {slotFiles[field] && (
                    <div className="flex items-center justify-between gap-2 text-sm">
                      <span className="min-w-0 truncate">Elegida: {slotFiles[field].name}</span>
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={uploading}
                        aria-label={`Quitar ${slotFiles[field].name}`}
                        onClick={() => chooseSlot(field, undefined)}
                      >
                        <X aria-hidden />
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

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
                      onClick={() => setShown(indexOf(image.url))}
                      className="aspect-square overflow-hidden rounded-md border border-border bg-muted"
                      aria-label={`Ampliar: ${image.descripcion || `imagen ${index + 1} de la galería`}`}
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads, shown as thumbnails */}
                      <img
                        src={image.url}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover"
                      />
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
                      onDeleted={() => {
                        setShown(null);
                        toast.success(BIOGRAPHY_MESSAGES.imageDeleted);
                        router.refresh();
                      }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={galleryInputId}>Agregar imágenes a la galería</Label>
            <Input
              id={galleryInputId}
              type="file"
              accept={ACCEPT}
              multiple
              disabled={uploading}
              aria-invalid={fieldProblems.galeria ? true : undefined}
              aria-describedby={fieldProblems.galeria ? `${galleryInputId}-error` : undefined}
              onChange={(event) => {
                chooseGallery(event.target.files);
                event.target.value = "";
              }}
              className="py-1.5"
            />
            {fieldProblems.galeria && (
              <p id={`${galleryInputId}-error`} className="text-sm text-danger">
                {fieldProblems.galeria}
              </p>
            )}
          </div>
          {gallery.length > 0 && (
            <ul className="flex flex-col gap-3">
              {gallery.map((item) => (
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
                        setGallery((list) => list.filter((other) => other.key !== item.key))
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
                      setGallery((list) =>
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

      {tasks.length > 0 && (
        <section aria-label="Progreso de la subida" className="flex flex-col gap-3">
          {tasks.map((task) => (
            <UploadProgress key={task.key} label={task.label} percent={progress[task.key] ?? 0} />
          ))}
        </section>
      )}
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href="/admin/landing/biografia" className={buttonVariants({ variant: "outline" })}>
          Terminar
        </Link>
        <Button onClick={() => void upload()} disabled={uploading}>
          <Upload aria-hidden />
          {uploading ? "Subiendo..." : "Subir imágenes"}
        </Button>
      </div>
      <ImageLightbox images={current} index={shown} onIndexChange={setShown} />
    </div>
  );
}
