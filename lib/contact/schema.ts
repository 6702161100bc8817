import { z } from "zod";
import { CONTACT_MESSAGES, CONTACT_TOPICS, DPI_LENGTH, MESSAGE_MAX } from "@/lib/contact/messages";
import { isValidCui } from "@/lib/locations";
import { NAME_MESSAGE, NAME_PATTERN } from "@/lib/validation/person-name";

// The public contact form (product.md §C.3, §5, §8). Client-safe: the form validates with this schema
// before it sends, and the server action and POST /api/contacto/public/mensajes parse with it too.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text with NUL bytes removed (PostgreSQL text refuses them). */
const clean = (value: string) => value.replace(/\u0000/g, "").trim();

function required(message: string, max: number, format?: { pattern: RegExp; message: string }) {
  const text = z
    .string()
    .min(1, { message, abort: true })
    .max(max, { message: CONTACT_MESSAGES.tooLong(max), abort: true });
  return z
    .string({ error: message })
    .transform(clean)
    .pipe(format ? text.regex(format.pattern, format.message) : text);
}

/** An optional text: blank, null or missing become null (product.md §C.5: empty values are sent as null). */
function optional(max: number) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ? clean(value) : "") || null)
    .refine((value) => !value || value.length <= max, CONTACT_MESSAGES.tooLong(max));
}

/** A part of the sender's name: the person-name rule, since it reaches the office's screens. */
const NAME_FORMAT = { pattern: NAME_PATTERN, message: NAME_MESSAGE };
const optionalNamePart = optional(60).refine(
  (value) => !value || NAME_PATTERN.test(value),
  NAME_MESSAGE,
);

export const contactMessageInput = z.object({
  primer_nombre: required(CONTACT_MESSAGES.firstName, 60, NAME_FORMAT),
  segundo_nombre: optionalNamePart,
  tercer_nombre: optionalNamePart,
  primer_apellido: required(CONTACT_MESSAGES.lastName, 60, NAME_FORMAT),
  segundo_apellido: optionalNamePart,
  dpi: optional(DPI_LENGTH + 20)
    .refine((value) => !value || /^\d{13}$/.test(value), CONTACT_MESSAGES.dpi)
    .refine(
      (value) => !value || !/^\d{13}$/.test(value) || isValidCui(value),
      CONTACT_MESSAGES.dpiInvalid,
    ),
  email: required(CONTACT_MESSAGES.emailRequired, 254, {
    pattern: EMAIL,
    message: CONTACT_MESSAGES.emailInvalid,
  }).transform((value) => value.toLowerCase()),
  telefono: optional(30),
  municipio: optional(100),
  tema: z.preprocess(
    (value) => value || "Otros",
    z.enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.topic }),
  ),
  mensaje: required(CONTACT_MESSAGES.message, MESSAGE_MAX),
  canal_respuesta: z.preprocess(
    (value) => value || "email",
    z.literal("email", { error: CONTACT_MESSAGES.channel }),
  ),
  /** Honeypot: hidden from people; a bot that fills it gets 'Gracias.' and nothing is stored. */
  website: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => value?.trim() || null),
});

export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactMessage = z.output<typeof contactMessageInput>;

export interface ContactResult {
  ok: true;
  message: string;
  /** The message's reference (CON-2026-000123); absent when the honeypot answered. */
  referencia?: string;
}
