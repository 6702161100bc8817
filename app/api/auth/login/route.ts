import { loginSchema } from "@/lib/admins/schema";
import { loginAdmin } from "@/lib/admins/sign-in-service";
import { TWO_FACTOR_MESSAGES } from "@/lib/admins/two-factor-schema";
import { requestDeviceCookie, setDeviceCookie } from "@/lib/auth/device-cookie";
import { SIGN_IN_LINK_MESSAGES } from "@/lib/auth/schema";
import { signApiToken } from "@/lib/auth/token";
import { json, publicRoute } from "@/lib/http/routes";

/**
 * POST /api/auth/login → { token, admin } and the device cookie (product.md §A.7). An account with
 * two-factor authentication (or without it while the office requires it) gets 401 with the step it
 * still owes and a challenge valid five minutes, for POST /api/auth/login/totp (after POST
 * /api/auth/login/totp/enrollment): { code: "TOTP_REQUIRED" | "TOTP_ENROLLMENT_REQUIRED", message,
 * challenge, expires_at }. While the account has many failed logins, a caller without its device
 * cookie gets 202 { code: "LOGIN_LINK_SENT", message } whatever the password: a right one was
 * answered with a sign-in link e-mailed to the account (lib/auth/throttle.ts).
 */
export const POST = publicRoute({ body: loginSchema }, async ({ body, request, ip }) => {
  const login = await loginAdmin(body, {
    ip,
    userAgent: request.headers.get("user-agent"),
    device: requestDeviceCookie(request, "admin"),
  });
  if (login.step === "signed_in") {
    const answer = json({ token: await signApiToken(login.actor), admin: login.admin });
    return setDeviceCookie(answer, "admin", login.device);
  }
  if (login.step === "link_sent") {
    return json({ code: "LOGIN_LINK_SENT", message: SIGN_IN_LINK_MESSAGES.sent }, 202);
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
