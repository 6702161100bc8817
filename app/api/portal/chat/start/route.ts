import { startChatSession } from "@/lib/chat/service";
import { publicRoute } from "@/lib/http/routes";

/** POST /api/portal/chat/start: `{ ok, session_id }` of a new 24-hour conversation (visitors too). */
export const POST = publicRoute({}, async ({ actor, ip }) => ({
  ok: true,
  session_id: await startChatSession(actor, ip),
}));
