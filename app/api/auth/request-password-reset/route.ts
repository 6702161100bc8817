import { requestResetSchema } from "@/lib/admins/schema";
import { requestPasswordReset } from "@/lib/admins/sign-in-service";
import { requestDeviceCookie } from "@/lib/auth/device-cookie";
import { publicRoute } from "@/lib/http/routes";

/** POST /api/auth/request-password-reset { email }: the same answer whether or not the e-mail exists. */
export const POST = publicRoute({ body: requestResetSchema }, async ({ body, request, ip }) =>
  requestPasswordReset(body.email, { ip, device: requestDeviceCookie(request, "admin") }),
);
