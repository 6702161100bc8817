import { loginSchema } from "@/lib/admins/schema";
import { loginAdmin } from "@/lib/admins/sign-in-service";
import { TWO_FACTOR_MESSAGES } from "@/lib/admins/two-factor-schema";
import { signApiToken } from "@/lib/auth/token";
import { json, publicRoute } from "@/lib/http";

/**
 * POST /api/auth/login → { token, admin } (product.md §A.7). An account with two-factor authentication
 * (or without it while the office requires it) gets 401 with the step it still owes and a challenge
 * valid five minutes, for POST /api/auth/login/totp (after POST /api/auth/login/totp/enrollment):
 * { code: "TOTP_REQUIRED" | "TOTP_ENROLLMENT_REQUIRED", message, challenge, expires_at }.
 */
export const POST = publicRoute({ body: loginSchema }, async ({ body, request, ip }) => {
  const login = await loginAdmin(body, { ip, userAgent: request.headers.get("user-agent") });
  if (login.step === "signed_in") {
    return { token: await signApiToken(login.actor), admin: login.admin };
  }
  const totp = login.step === "totp";
  return json(
    {
      code: totp ? "TOTP_REQUIRED" : "TOTP_ENROLLMENT_REQUIRED",
      message: totp ? TWO_FACTOR_MESSAGES.totpRequired : TWO_FACTOR_MESSAGES.enrolmentRequired,
      challenge: login.challenge,
      expires_at: login.expiresAt.toISOString(),
    },
    401,
  );
});
