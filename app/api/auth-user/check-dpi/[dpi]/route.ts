import { checkDpiParams } from "@/lib/citizens/schema";
import { checkDpiAvailability } from "@/lib/citizens/registration-service";
import { publicRoute } from "@/lib/http/routes";

/** GET /api/auth-user/check-dpi/{dpi} → { exists } (throttled per address). */
export const GET = publicRoute({ params: checkDpiParams }, ({ params, ip }) =>
  checkDpiAvailability(params.dpi, ip),
);
