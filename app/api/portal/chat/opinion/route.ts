import { CHAT_MESSAGES, chatFeedbackInput } from "@/lib/chat/schema";
import { rateAnswer } from "@/lib/chat/service";
import { publicRoute } from "@/lib/http/routes";

/** POST /api/portal/chat/opinion `{ session_id, message_id, useful }`: marks an answer useful or not. */
export const POST = publicRoute({ body: chatFeedbackInput }, async ({ body }) => {
  await rateAnswer(body);
  return { ok: true, message: CHAT_MESSAGES.thanks };
});
