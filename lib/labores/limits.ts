import type { UploadRules } from "@/lib/storage/upload-rules";

/** Labor media: images, MP4 video and PDF, up to 50 MB each. */
export const LABOR_MEDIA_RULES: UploadRules = {
  kinds: ["image", "video", "pdf"],
  maxBytes: 50 * 1024 * 1024,
  typeMessage: "Formato no permitido. Usa una imagen, un video MP4 o un PDF.",
  sizeMessage: "El archivo excede 50MB.",
};

/** At most this many files in one upload request, and this many bytes in all. */
export const LABOR_MEDIA_MAX_FILES = 20;
export const LABOR_MEDIA_FORM_MAX_BYTES = 100 * 1024 * 1024;
export const LABOR_MEDIA_TOO_MANY = `Puedes subir hasta ${LABOR_MEDIA_MAX_FILES} archivos a la vez.`;
export const LABOR_MEDIA_FORM_TOO_LARGE =
  "Los archivos exceden 100MB en total; súbelos en varias partes.";
