import { requestDeviceCookie, setDeviceCookie } from "@/lib/auth/device-cookie";
import { SIGN_IN_LINK_MESSAGES } from "@/lib/auth/schema";
import { signApiToken } from "@/lib/auth/token";
import { loginSchema } from "@/lib/citizens/sign-in-schema";
import { loginCitizen } from "@/lib/citizens/sign-in-service";
import { json, publicRoute } from "@/lib/http/routes";

/**
 * POST /api/auth-user/login { identifier (e-mail or DPI), password } → { token }, and the device
 * cookie. While the account has many failed logins, a caller without its device cookie gets 202
 * { code: "LOGIN_LINK_SENT", message } instead, whatever the password: a right one was answered
 * with a sign-in link e-mailed to the account (lib/auth/throttle.ts).
 */
export const POST = publicRoute({ body: loginSchema }, async ({ body, request, ip }) => {
  const login = await loginCitizen(body, {
    ip,
    userAgent: request.headers.get("user-agent"),
    device: requestDeviceCookie(request, "citizen"),
  });
  if (login.step === "link_sent") {
    return json({ code: "LOGIN_LINK_SENT", message: SIGN_IN_LINK_MESSAGES.sent }, 202);
  }
  const answer = json({ token: await signApiToken(login.actor) });
  return setDeviceCookie(answer, "citizen", login.device);
});
