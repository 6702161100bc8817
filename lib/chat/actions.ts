"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions";
import { idSchema } from "@/lib/fields";
import { vocabularyInput } from "@/lib/chat/vocabulary-schema";
import { addVocabularyEntry, deleteVocabularyEntry } from "@/lib/chat/vocabulary";

/** The 'Vocabulario' form of /admin/chatbot. */
export const addVocabularyAction = adminAction(
  { schema: vocabularyInput, permission: "chatbot.vocabulary" },
  (input, { actor, ip }) => addVocabularyEntry(actor, input, ip),
);

export const deleteVocabularyAction = adminAction(
  { schema: z.object({ id: idSchema }), permission: "chatbot.vocabulary" },
  ({ id }, { actor, ip }) => deleteVocabularyEntry(actor, id, ip),
);
