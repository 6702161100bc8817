"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { fileProblem } from "@/components/ui/file-rules";
import { uploadWithProgress } from "@/components/ui/request";
import { RequestError } from "@/components/ui/request-error";
import { BIOGRAPHY_IMAGE_RULES } from "@/lib/biography/limits";
import {
  BIOGRAPHY_MESSAGES,
  type BiographyDetail,
  type BiographyImageField,
} from "@/lib/biography/schema";
import { IMAGE_SLOTS } from "./labels";

const UPLOAD_FAILED = "Error al subir imágenes";

export interface GalleryFile {
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
 * The files chosen for one version's images (a file per single image, any number for the gallery,
 * each checked as chosen) and their upload: every file in its own request (POST /api/biografia/…),
 * one after the other, with progress; what was sent is forgotten, what failed stays chosen.
 */
export function useBiographyUploads(version: BiographyDetail) {
  const router = useRouter();
  const [slotFiles, setSlotFiles] = useState<Partial<Record<BiographyImageField, File>>>({});
  const [gallery, setGallery] = useState<GalleryFile[]>([]);
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [tasks, setTasks] = useState<Task[]>([]);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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

  return {
    slotFiles,
    gallery,
    setGallery,
    fieldProblems,
    progress,
    tasks,
    uploading,
    failure,
    chooseSlot,
    chooseGallery,
    upload,
  };
}
