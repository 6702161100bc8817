// Texts and limits of the public contact form (product.md §C.3, §5, §8, §9). Kept apart from the zod
// schema so that the form's first load carries no validation library.
import { DPI_NUMBER_INVALID } from "@/lib/locations/dpi-text";

export const CONTACT_TOPICS = [
  "Transparencia",
  "Propuesta",
  "Queja",
  "Solicitud",
  "Denuncia",
  "Otros",
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGES = {
  firstName: "El primer nombre es obligatorio.",
  lastName: "El primer apellido es obligatorio.",
  emailRequired: "El email es obligatorio.",
  emailInvalid: "El email no es válido.",
  message: "El mensaje es obligatorio.",
  dpi: "El DPI debe tener 13 dígitos.",
  dpiInvalid: DPI_NUMBER_INVALID,
  topic: "Selecciona un tema de la lista.",
  channel: "Las respuestas se envían por correo electrónico.",
  tooLong: (max: number) => `Máximo ${max} caracteres.`,
  success: "¡Gracias! Hemos recibido tu mensaje.",
  reference: (referencia: string) =>
    `Tu referencia es ${referencia}. Te la enviamos también a tu correo electrónico.`,
  honeypot: "Gracias.",
  sendFailed: "Error al enviar.",
  network: "Error de red.",
  configFailed: "No se pudo cargar la sección de contacto.",
  tooMany: "Has enviado varios mensajes seguidos. Espera unos minutos e inténtalo de nuevo.",
} as const;

export const DPI_LENGTH = 13;
export const MESSAGE_MAX = 5_000;

/** The DPI field keeps only digits, at most 13 (product.md §C.5). */
export function dpiDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, DPI_LENGTH);
}
