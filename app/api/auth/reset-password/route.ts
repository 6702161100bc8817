import { resetPasswordSchema } from "@/lib/admins/schema";
import { resetPassword } from "@/lib/admins/sign-in-service";
import { publicRoute } from "@/lib/http/routes";

/** POST /api/auth/reset-password { token, password }. */
export const POST = publicRoute({ body: resetPasswordSchema }, async ({ body, ip }) =>
  resetPassword(body, ip),
);
