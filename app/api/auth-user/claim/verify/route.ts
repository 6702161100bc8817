import { signApiToken } from "@/lib/auth/token";
import { claimAccount } from "@/lib/citizens/account-claim";
import { claimVerifySchema } from "@/lib/citizens/claim-schema";
import { json, publicRoute } from "@/lib/http/routes";

/** POST /api/auth-user/claim/verify { contacto, codigo, password, password2 } → 201 { token }. */
export const POST = publicRoute({ body: claimVerifySchema }, async ({ body, request, ip }) => {
  const actor = await claimAccount(body, { ip, userAgent: request.headers.get("user-agent") });
  return json({ token: await signApiToken(actor) }, 201);
});
