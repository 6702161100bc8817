"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/wrappers";
import { idSchema } from "@/lib/validation/fields";
import { VOCABULARY_MESSAGES, vocabularyInput } from "@/lib/chat/vocabulary-schema";
import { addVocabularyEntry, deleteVocabularyEntry } from "@/lib/chat/vocabulary";

/** The 'Vocabulario' form of /admin/chatbot. */
export const addVocabularyAction = adminAction(
  { schema: vocabularyInput, permission: "chatbot.vocabulary" },
  async (input, { actor, ip }) => ({
    message: VOCABULARY_MESSAGES.added,
    item: await addVocabularyEntry(actor, input, ip),
  }),
);

export const deleteVocabularyAction = adminAction(
  { schema: z.object({ id: idSchema }), permission: "chatbot.vocabulary" },
  async ({ id }, { actor, ip }) => {
    await deleteVocabularyEntry(actor, id, ip);
    return { message: VOCABULARY_MESSAGES.deleted };
  },
);
