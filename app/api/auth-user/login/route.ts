import { signApiToken } from "@/lib/auth/token";
import { loginSchema } from "@/lib/citizens/schema";
import { loginCitizen } from "@/lib/citizens/service";
import { publicRoute } from "@/lib/http";

/** POST /api/auth-user/login { identifier (e-mail or DPI), password } → { token }. */
export const POST = publicRoute({ body: loginSchema }, async ({ body, request, ip }) => {
  const actor = await loginCitizen(body, { ip, userAgent: request.headers.get("user-agent") });
  return { token: await signApiToken(actor) };
});
