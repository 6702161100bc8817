import { resetSchema } from "@/lib/citizens/sign-in-schema";
import { resetPassword } from "@/lib/citizens/sign-in-service";
import { publicRoute } from "@/lib/http/routes";

/** POST /api/auth-user/password/reset { token, new_password }. */
export const POST = publicRoute({ body: resetSchema }, ({ body, ip }) => resetPassword(body, ip));
