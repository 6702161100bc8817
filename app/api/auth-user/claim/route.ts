import { requestAccountClaim } from "@/lib/citizens/account-claim";
import { claimRequestSchema } from "@/lib/citizens/claim-schema";
import { json, publicRoute } from "@/lib/http/routes";

/**
 * POST /api/auth-user/claim { contacto, canal? } → 202 { message }: a code goes to the number (by
 * WhatsApp or SMS) or the e-mail of an account the office created without a password; the answer
 * is the same when there is none.
 */
export const POST = publicRoute({ body: claimRequestSchema }, async ({ body, ip }) =>
  json(await requestAccountClaim(body, { ip }), 202),
);
