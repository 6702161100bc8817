import type { UploadRules } from "@/lib/storage/upload-rules";

/** News media: images, MP4 video and PDF, up to 50 MB. */
export const NEWS_MEDIA_RULES: UploadRules = {
  kinds: ["image", "video", "pdf"],
  maxBytes: 50 * 1024 * 1024,
  typeMessage: "Formato no permitido. Usa una imagen, un video MP4 o un PDF.",
  sizeMessage: "El archivo excede 50MB.",
};

/** News cover: an image, up to 10 MB. */
export const NEWS_COVER_RULES: UploadRules = {
  kinds: ["image"],
  maxBytes: 10 * 1024 * 1024,
  typeMessage: "La portada debe ser una imagen (JPG, PNG, WEBP, GIF o HEIC).",
  sizeMessage: "La imagen excede 10MB.",
};

const FORM_OVERHEAD = 64 * 1024;
export const NEWS_MEDIA_FORM_MAX_BYTES = NEWS_MEDIA_RULES.maxBytes + FORM_OVERHEAD;
export const NEWS_COVER_FORM_MAX_BYTES = NEWS_COVER_RULES.maxBytes + FORM_OVERHEAD;
