import { requestDeviceCookie } from "@/lib/auth/device-cookie";
import { requestPhonePasswordReset } from "@/lib/citizens/phone-recovery";
import { phoneForgotSchema } from "@/lib/citizens/sign-in-schema";
import { publicRoute } from "@/lib/http/routes";

/** POST /api/auth-user/phone/forgot { telefono }: the same neutral answer whether or not it exists. */
export const POST = publicRoute({ body: phoneForgotSchema }, ({ body, request, ip }) =>
  requestPhonePasswordReset(body.telefono, { ip, device: requestDeviceCookie(request, "citizen") }),
);
