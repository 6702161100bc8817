import type { UploadRules } from "@/lib/storage/upload-rules";
import { VALUES_MESSAGES } from "@/lib/values/schema";

/** Images of ethical values and messages: any image up to 10 MB. */
export const VALUE_IMAGE_RULES: UploadRules = {
  kinds: ["image"],
  maxBytes: 10 * 1024 * 1024,
  typeMessage: "Solo se permiten imágenes (JPG, PNG, WEBP, GIF o HEIC).",
  sizeMessage: "La imagen excede 10MB.",
};

/** Images of formal commitments (product.md §B.5): JPG, PNG or WEBP, up to 5 MB. */
export const FORMAL_IMAGE_RULES: UploadRules = {
  kinds: ["image"],
  mimes: ["image/jpeg", "image/png", "image/webp"],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: VALUES_MESSAGES.formalImageType,
  sizeMessage: VALUES_MESSAGES.formalImageSize,
};

/** Visual elements: an image for foto and icono, an MP4 video for video. */
export const VISUAL_FILE_RULES: Record<"image" | "video", UploadRules> = {
  image: VALUE_IMAGE_RULES,
  video: {
    kinds: ["video"],
    maxBytes: 50 * 1024 * 1024,
    typeMessage: "El video debe ser MP4.",
    sizeMessage: "El video excede 50MB.",
  },
};

const FORM_OVERHEAD = 64 * 1024;
/** Largest multipart body for an image upload, and for a visual element. */
export const VALUE_IMAGE_FORM_MAX_BYTES = VALUE_IMAGE_RULES.maxBytes + FORM_OVERHEAD;
export const VISUAL_FORM_MAX_BYTES = VISUAL_FILE_RULES.video.maxBytes + FORM_OVERHEAD;
