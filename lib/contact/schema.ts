import { z } from "zod";
import { isValidCui } from "@/lib/locations";

// The public contact form (spec 03 §3, §5, §8). Client-safe: the form validates with this schema
// before it sends, and the server action and POST /api/contacto/public/mensajes parse with it too.

export const CONTACT_TOPICS = ["Transparencia", "Propuesta", "Queja", "Solicitud", "Denuncia", "Otros"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGES = {
  firstName: "El primer nombre es obligatorio.",
  lastName: "El primer apellido es obligatorio.",
  emailRequired: "El email es obligatorio.",
  emailInvalid: "El email no es válido.",
  message: "El mensaje es obligatorio.",
  dpi: "El DPI debe tener 13 dígitos.",
  dpiInvalid: "El DPI no es un CUI válido.",
  topic: "Selecciona un tema de la lista.",
  channel: "Las respuestas se envían por correo electrónico.",
  tooLong: (max: number) => `Máximo ${max} caracteres.`,
  success: "¡Gracias! Hemos recibido tu mensaje.",
  honeypot: "Gracias.",
  sendFailed: "Error al enviar.",
  network: "Error de red.",
  configFailed: "No se pudo cargar la sección de contacto.",
  tooMany: "Has enviado varios mensajes seguidos. Espera unos minutos e inténtalo de nuevo.",
} as const;

export const DPI_LENGTH = 13;
export const MESSAGE_MAX = 5_000;

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

/** An optional text: blank, null or missing become null (spec 03 §5: empty values are sent as null). */
function optional(max: number) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ? clean(value) : "") || null)
    .refine((value) => !value || value.length <= max, CONTACT_MESSAGES.tooLong(max));
}

export const contactMessageInput = z.object({
  primer_nombre: required(CONTACT_MESSAGES.firstName, 60),
  segundo_nombre: optional(60),
  tercer_nombre: optional(60),
  primer_apellido: required(CONTACT_MESSAGES.lastName, 60),
  segundo_apellido: optional(60),
  dpi: optional(DPI_LENGTH + 20)
    .refine((value) => !value || /^\d{13}$/.test(value), CONTACT_MESSAGES.dpi)
    .refine((value) => !value || !/^\d{13}$/.test(value) || isValidCui(value), CONTACT_MESSAGES.dpiInvalid),
  email: required(CONTACT_MESSAGES.emailRequired, 254, {
    pattern: EMAIL,
    message: CONTACT_MESSAGES.emailInvalid,
  }).transform((value) => value.toLowerCase()),
  telefono: optional(30),
  municipio: optional(100),
  tema: z.preprocess((value) => value || "Otros", z.enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.topic })),
  mensaje: required(CONTACT_MESSAGES.message, MESSAGE_MAX),
  canal_respuesta: z.preprocess((value) => value || "email", z.literal("email", { error: CONTACT_MESSAGES.channel })),
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
}

/** The DPI field keeps only digits, at most 13 (spec 03 §5). */
export function dpiDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, DPI_LENGTH);
}
