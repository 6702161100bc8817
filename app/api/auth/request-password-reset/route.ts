import { requestResetSchema } from "@/lib/admins/schema";
import { requestPasswordReset } from "@/lib/admins/sign-in-service";
import { publicRoute } from "@/lib/http";

/** POST /api/auth/request-password-reset { email }: the same answer whether or not the e-mail exists. */
export const POST = publicRoute({ body: requestResetSchema }, async ({ body, ip }) =>
  requestPasswordReset(body.email, ip),
);
