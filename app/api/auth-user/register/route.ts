import { signApiToken } from "@/lib/auth/token";
import { registerSchema } from "@/lib/citizens/schema";
import { register } from "@/lib/citizens/registration-service";
import { json, publicRoute } from "@/lib/http/routes";

/**
 * POST /api/auth-user/register → 201 { token }; with `telefono` and no `correo` → 202
 * { verificar: "telefono" } and the code is sent (then POST /api/auth-user/phone/verify); taken
 * DPI, e-mail or number → 409 with field errors.
 */
export const POST = publicRoute({ body: registerSchema }, async ({ body, request, ip }) => {
  const result = await register(body, { ip, userAgent: request.headers.get("user-agent") });
  if ("verificar" in result) return json(result, 202);
  return json({ token: await signApiToken(result.actor) }, 201);
});
