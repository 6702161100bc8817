import { startLoginEnrolment } from "@/lib/admins/two-factor-login";
import { loginEnrolmentSchema } from "@/lib/admins/two-factor-schema";
import { publicRoute } from "@/lib/http/routes";

/**
 * POST /api/auth/login/totp/enrollment { challenge } → { secret, otpauth_uri }: the secret to add
 * to an authenticator app when the login answered TOTP_ENROLLMENT_REQUIRED.
 */
export const POST = publicRoute({ body: loginEnrolmentSchema }, async ({ body }) =>
  startLoginEnrolment(body.challenge),
);
