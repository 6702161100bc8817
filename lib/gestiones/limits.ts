import type { UploadRules } from "@/lib/storage/upload-rules";

/** Attachments of a gestión's message (product.md §C.5, docs/architecture.md §7): images and PDF, 25 MB each. */
export const ATTACHMENT_RULES: UploadRules = {
  kinds: ["image", "pdf"],
  mimes: ["image/jpeg", "image/png", "image/webp", "image/heic", "application/pdf"],
  maxBytes: 25 * 1024 * 1024,
  typeMessage: "Formato no permitido. Adjunta imágenes (JPG, PNG, WEBP o HEIC) o PDF.",
  sizeMessage: "Cada archivo puede pesar hasta 25 MB.",
};

/** At most this many files in one message, and this many bytes in one request. */
export const ATTACHMENT_MAX_FILES = 10;
export const ATTACHMENT_TOO_MANY = `Puedes adjuntar hasta ${ATTACHMENT_MAX_FILES} archivos por mensaje.`;
export const MESSAGE_FORM_MAX_BYTES = ATTACHMENT_MAX_FILES * ATTACHMENT_RULES.maxBytes + 64 * 1024;
export const MESSAGE_FORM_TOO_LARGE =
  "Los archivos exceden 250 MB en total; envíalos en varios mensajes.";

/** A gestión marked resolved may be reopened once, within this many days. */
export const REOPEN_WINDOW_DAYS = 30;

/** The conversation of a detail is read whole up to this many messages (product.md §B.9). */
export const DETAIL_MESSAGES = 200;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * What one citizen may send, per window (product.md part C's 429 text past them). Chosen far above what a
 * person does — a request or two per visit, a conversation of a few messages, one opinion per
 * answer — and low enough that a script filling the database or the disk is stopped in minutes.
 */
export const CITIZEN_RATE_LIMITS = {
  filing: [
    { limit: 5, windowMs: 10 * MINUTE },
    { limit: 30, windowMs: DAY },
  ],
  message: [
    { limit: 20, windowMs: 10 * MINUTE },
    { limit: 200, windowMs: DAY },
  ],
  feedback: [
    { limit: 10, windowMs: 10 * MINUTE },
    { limit: 50, windowMs: DAY },
  ],
} as const;
export const CITIZEN_TOO_MANY = "Demasiados intentos. Intenta nuevamente en unos minutos.";

/** The files one citizen may keep attached to their gestiones, all together. */
export const CITIZEN_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;
export const CITIZEN_STORAGE_FULL =
  "Tus archivos adjuntos llegarían a más de 200 MB, el máximo por ciudadano. Envía el mensaje sin archivos o con archivos más livianos.";
