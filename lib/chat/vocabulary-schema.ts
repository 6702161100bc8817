import { z } from "zod";

// The assistant's vocabulary in /admin/chatbot: client-safe schema and texts.

export const VOCABULARY_MESSAGES = {
  added: "Palabra agregada. El asistente la usa desde la próxima pregunta.",
  deleted: "Palabra eliminada.",
  duplicate: "Esa palabra ya está en el vocabulario.",
  notFound: "La palabra no existe.",
  wordRequired: "Escribe la palabra como la dicen los ciudadanos.",
  meaningRequired: "Escribe lo que significa, con las palabras del sitio.",
} as const;

export const VOCABULARY_WORD_MAX = 60;
export const VOCABULARY_MEANING_MAX = 200;

/** Letters, digits and spaces (a phrase of up to four words): what a question's words can match. */
const WORD = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+){0,3}$/u;

export const vocabularyInput = z.object({
  palabra: z
    .string({ error: VOCABULARY_MESSAGES.wordRequired })
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, VOCABULARY_MESSAGES.wordRequired)
        .max(VOCABULARY_WORD_MAX, `La palabra puede tener hasta ${VOCABULARY_WORD_MAX} caracteres.`)
        .regex(WORD, "Usa solo letras y números, hasta cuatro palabras."),
    ),
  significa: z
    .string({ error: VOCABULARY_MESSAGES.meaningRequired })
    .trim()
    .min(1, VOCABULARY_MESSAGES.meaningRequired)
    .max(
      VOCABULARY_MEANING_MAX,
      `El significado puede tener hasta ${VOCABULARY_MEANING_MAX} caracteres.`,
    )
    .regex(/[\p{L}\p{N}]/u, VOCABULARY_MESSAGES.meaningRequired),
});
export type VocabularyInput = z.input<typeof vocabularyInput>;

export interface VocabularyEntry {
  id: number;
  palabra: string;
  significa: string;
}
