import { VOCABULARY_MESSAGES, vocabularyInput } from "@/lib/chat/vocabulary-schema";
import { addVocabularyEntry, listVocabulary } from "@/lib/chat/vocabulary";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/admin/vocabulario: the assistant's vocabulary ({ items }). */
export const GET = adminRoute({ permission: "chatbot.read" }, async ({ actor }) => ({
  items: await listVocabulary(actor),
}));

/** POST /api/admin/vocabulario: { palabra, significa } added ({ ok, message, item }). */
export const POST = adminRoute(
  { permission: "chatbot.vocabulary", body: vocabularyInput },
  async ({ actor, body, ip }) => ({
    ok: true,
    message: VOCABULARY_MESSAGES.added,
    item: await addVocabularyEntry(actor, body, ip),
  }),
);
