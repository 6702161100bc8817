import { forgotSchema } from "@/lib/citizens/schema";
import { requestPasswordReset } from "@/lib/citizens/service";
import { publicRoute } from "@/lib/http";

/** POST /api/auth-user/password/forgot { correo }: the same neutral answer whether or not it exists. */
export const POST = publicRoute({ body: forgotSchema }, ({ body, ip }) =>
  requestPasswordReset(body.correo, ip),
);
