import { chatQuestionInput } from "@/lib/chat/schema";
import { askAssistant } from "@/lib/chat/service";
import { publicRoute } from "@/lib/http/routes";

/** POST /api/portal/chat `{ message, session_id }`: `{ answer, sources, message_id }`. */
export const POST = publicRoute({ body: chatQuestionInput }, ({ body, ip }) =>
  askAssistant(body, ip),
);
