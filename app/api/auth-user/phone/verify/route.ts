import { signApiToken } from "@/lib/auth/token";
import { verifyPhoneRegistration } from "@/lib/citizens/phone-registration";
import { phoneVerifySchema } from "@/lib/citizens/schema";
import { json, publicRoute } from "@/lib/http/routes";

/** POST /api/auth-user/phone/verify { telefono, codigo } → 201 { token }, as registration answers. */
export const POST = publicRoute({ body: phoneVerifySchema }, async ({ body, request, ip }) => {
  const actor = await verifyPhoneRegistration(body, {
    ip,
    userAgent: request.headers.get("user-agent"),
  });
  return json({ token: await signApiToken(actor) }, 201);
});
