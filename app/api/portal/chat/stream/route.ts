import { chatQuestionInput } from "@/lib/chat/schema";
import { answerQuestion, prepareQuestion } from "@/lib/chat/service";
import { chatEvents } from "@/lib/chat/stream-response";
import { publicRoute } from "@/lib/http/routes";

/**
 * POST /api/portal/chat/stream `{ message, session_id }`: the same answer as POST /api/portal/chat,
 * as it is written — newline-delimited JSON events (lib/chat/stream.ts). A refused question (bad
 * input, expired conversation, too many questions) answers its 4xx before any event.
 */
export const POST = publicRoute({ body: chatQuestionInput }, async ({ body, ip }) => {
  const prepared = await prepareQuestion(body, ip);
  return chatEvents((onDelta) => answerQuestion(prepared, onDelta));
});
