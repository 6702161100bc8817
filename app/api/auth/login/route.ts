import { loginSchema } from "@/lib/admins/schema";
import { loginAdmin } from "@/lib/admins/service";
import { signApiToken } from "@/lib/auth/token";
import { publicRoute } from "@/lib/http";

/** POST /api/auth/login → { token, admin } (spec 01 §7). */
export const POST = publicRoute({ body: loginSchema }, async ({ body, request, ip }) => {
  const { actor, admin } = await loginAdmin(body, {
    ip,
    userAgent: request.headers.get("user-agent"),
  });
  return { token: await signApiToken(actor), admin };
});
