import { completeLoginWithCode } from "@/lib/admins/two-factor-login";
import { loginCodeSchema } from "@/lib/admins/two-factor-schema";
import { requestDeviceCookie, setDeviceCookie } from "@/lib/auth/device-cookie";
import { signApiToken } from "@/lib/auth/token";
import { json, publicRoute } from "@/lib/http/routes";

/**
 * POST /api/auth/login/totp { challenge, code } → { token, admin } and the device cookie: the second
 * step of a login that answered TOTP_REQUIRED (a code of the app or a recovery code), or
 * TOTP_ENROLLMENT_REQUIRED (the first code of the secret from /enrollment; the answer then adds
 * `recovery_codes`, shown once).
 */
export const POST = publicRoute({ body: loginCodeSchema }, async ({ body, request, ip }) => {
  const { actor, admin, recoveryCodes, device } = await completeLoginWithCode(body, {
    ip,
    userAgent: request.headers.get("user-agent"),
    device: requestDeviceCookie(request, "admin"),
  });
  const answer = json({
    token: await signApiToken(actor),
    admin,
    ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
  });
  return setDeviceCookie(answer, "admin", device);
});
