import { checkEmailParams } from "@/lib/citizens/schema";
import { checkEmailAvailability } from "@/lib/citizens/registration-service";
import { publicRoute } from "@/lib/http/routes";

/** GET /api/auth-user/check-email/{email} → { exists } (throttled per address). */
export const GET = publicRoute({ params: checkEmailParams }, ({ params, ip }) =>
  checkEmailAvailability(params.email, ip),
);
