import { requestDeviceCookie } from "@/lib/auth/device-cookie";
import { forgotSchema } from "@/lib/citizens/sign-in-schema";
import { requestPasswordReset } from "@/lib/citizens/sign-in-service";
import { publicRoute } from "@/lib/http/routes";

/** POST /api/auth-user/password/forgot { correo }: the same neutral answer whether or not it exists. */
export const POST = publicRoute({ body: forgotSchema }, ({ body, request, ip }) =>
  requestPasswordReset(body.correo, { ip, device: requestDeviceCookie(request, "citizen") }),
);
