import { deleteVocabularyEntry } from "@/lib/chat/vocabulary";
import { VOCABULARY_MESSAGES } from "@/lib/chat/vocabulary-schema";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

/** DELETE /api/admin/vocabulario/{id}: the entry removed ({ ok, message }). */
export const DELETE = adminRoute(
  { permission: "chatbot.vocabulary", params: idParams },
  async ({ actor, params, ip }) => {
    await deleteVocabularyEntry(actor, params.id, ip);
    return { ok: true, message: VOCABULARY_MESSAGES.deleted };
  },
);
