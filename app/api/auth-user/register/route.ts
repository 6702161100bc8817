import { signApiToken } from "@/lib/auth/token";
import { registerSchema } from "@/lib/citizens/schema";
import { registerCitizen } from "@/lib/citizens/service";
import { json, publicRoute } from "@/lib/http";

/** POST /api/auth-user/register → 201 { token }; taken DPI or e-mail → 409 with field errors. */
export const POST = publicRoute({ body: registerSchema }, async ({ body, request, ip }) => {
  const actor = await registerCitizen(body, { ip, userAgent: request.headers.get("user-agent") });
  return json({ token: await signApiToken(actor) }, 201);
});
