import type { UploadRules } from "@/lib/storage/upload-rules";

/** The site logo: any image, up to 5 MB. */
export const LOGO_RULES: UploadRules = {
  kinds: ["image"],
  maxBytes: 5 * 1024 * 1024,
  sizeMessage: "La imagen excede 5MB.",
};

/** Largest multipart body accepted for a logo upload (the file plus form overhead). */
export const LOGO_FORM_MAX_BYTES = LOGO_RULES.maxBytes + 64 * 1024;
