import { resetPasswordByPhone } from "@/lib/citizens/phone-recovery";
import { phoneResetSchema } from "@/lib/citizens/sign-in-schema";
import { publicRoute } from "@/lib/http/routes";

/** POST /api/auth-user/phone/reset { telefono, codigo, new_password }. */
export const POST = publicRoute({ body: phoneResetSchema }, ({ body, ip }) =>
  resetPasswordByPhone(body, ip),
);
