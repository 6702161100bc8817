import { publicRoute } from "@/lib/http/routes";
import { SETUP_MESSAGES, setupInput } from "@/lib/setup/schema";
import { completeSetup } from "@/lib/setup/service";

/** The first run: 201 once, 409 for ever after (an administrator exists), 403 for a wrong token. */
export const POST = publicRoute({ body: setupInput }, async ({ body, ip }) => {
  await completeSetup(body, ip);
  return Response.json({ ok: true, message: SETUP_MESSAGES.done }, { status: 201 });
});
