import { deleteVocabularyEntry } from "@/lib/chat/vocabulary";
import { idParams } from "@/lib/fields";
import { adminRoute } from "@/lib/http";

/** DELETE /api/admin/vocabulario/{id}: the entry removed ({ ok, message }). */
export const DELETE = adminRoute(
  { permission: "chatbot.vocabulary", params: idParams },
  ({ actor, params, ip }) => deleteVocabularyEntry(actor, params.id, ip),
);
