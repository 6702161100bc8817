import type { UploadRules } from "@/lib/storage/upload-rules";

/** Biography images (product.md §B.5: images only). */
export const BIOGRAPHY_IMAGE_RULES: UploadRules = {
  kinds: ["image"],
  maxBytes: 10 * 1024 * 1024,
  typeMessage: "Solo se permiten imágenes (JPG, PNG, WEBP, GIF o HEIC).",
  sizeMessage: "La imagen excede 10MB.",
};

export const BIOGRAPHY_FORM_MAX_BYTES = BIOGRAPHY_IMAGE_RULES.maxBytes + 64 * 1024;
