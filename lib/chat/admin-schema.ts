import { z } from "zod";
import { blankAsMissing, pageField } from "@/lib/validation/fields";

// The office's view of the assistant (/admin/chatbot, docs/decisions/0008-product-gaps.md): its sections and the filters
// each one reads from the URL.

const CHAT_ADMIN_VIEWS = [
  "conversaciones",
  "sin-respuesta",
  "temas",
  "opiniones",
  "vocabulario",
] as const;
export type ChatAdminView = (typeof CHAT_ADMIN_VIEWS)[number];

/** Conversations with at least one question that found nothing, or one answer marked not useful. */
const CHAT_OUTCOMES = ["sin-respuesta", "no-util"] as const;
type ChatOutcome = (typeof CHAT_OUTCOMES)[number];

export const CHAT_ADMIN_PAGE_SIZE = 20;
/** The period of the summary and of the most asked topics. */
export const CHAT_RECENT_DAYS = 30;

export const chatAdminQuery = z.object({
  vista: blankAsMissing(z.enum(CHAT_ADMIN_VIEWS)).transform((view) => view ?? "conversaciones"),
  q: blankAsMissing(z.string().trim().max(100, "La búsqueda es demasiado larga.")).transform(
    (text) => text || undefined,
  ),
  resultado: blankAsMissing(z.enum(CHAT_OUTCOMES)),
  /** A word to start the vocabulary form with (an unanswered question's "Agregar una palabra"). */
  palabra: blankAsMissing(z.string().trim().max(60)),
  page: pageField,
});
export type ChatAdminQuery = z.output<typeof chatAdminQuery>;

/** What the list of conversations is filtered by, and its page. */
export interface ChatConversationFilters {
  q?: string;
  resultado?: ChatOutcome;
  page: number;
}
