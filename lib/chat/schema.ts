import { z } from "zod";
import { coercedId, flag } from "@/lib/validation/fields";

// The assistant (product.md §C.2 "Chat screen", §4, §7 "Chat", §8): client-safe schemas and texts.

/** The assistant's first words, naming the office it speaks for (`officeName` of its identity). */
export const chatGreeting = (office: string) =>
  `¡Hola! Soy el asistente de la ${office}. Pregúntame sobre las noticias, las labores, la biografía, los valores o cómo hacer una gestión, y te respondo con lo publicado.`;

export const CHAT_MESSAGES = {
  failed: "Ocurrió un error. Intenta de nuevo.",
  empty: "Sin datos.",
  noAnswer:
    "No encontré información publicada sobre eso. Si necesitas ayuda de la oficina, puedes hacer una gestión desde el portal (Nueva gestión) o escribirnos desde la página de contacto.",
  expired: "La conversación expiró. Empieza una nueva.",
  rateLimited: "Demasiados intentos. Intenta nuevamente en unos minutos.",
  messageRequired: "Escribe tu pregunta.",
  thanks: "Gracias por tu opinión.",
} as const;

export const CHAT_MESSAGE_MAX = 500;
/** Product.md §C.9: a conversation lasts 24 hours. */
export const CHAT_SESSION_HOURS = 24;

const sessionId = z.uuid({ error: "La conversación no es válida." });

export const chatQuestionInput = z.object({
  session_id: sessionId,
  message: z
    .string({ error: CHAT_MESSAGES.messageRequired })
    .trim()
    .min(1, CHAT_MESSAGES.messageRequired)
    .max(CHAT_MESSAGE_MAX, `La pregunta puede tener hasta ${CHAT_MESSAGE_MAX} caracteres.`),
});
export type ChatQuestionInput = z.input<typeof chatQuestionInput>;

export const chatFeedbackInput = z.object({
  session_id: sessionId,
  message_id: coercedId(),
  useful: flag("Indica si la respuesta fue útil."),
});
export type ChatFeedbackInput = z.input<typeof chatFeedbackInput>;

/** A source under an answer: its number in the answer, title, public address and date. */
export interface ChatSource {
  i: number;
  title: string;
  url: string;
  date: string | null;
}

export interface ChatAnswer {
  answer: string;
  sources: ChatSource[];
  /** The stored answer, for the useful / not useful buttons. */
  message_id: number;
}
