import { checkDpiParams } from "@/lib/citizens/schema";
import { checkDpiAvailability } from "@/lib/citizens/service";
import { publicRoute } from "@/lib/http";

/** GET /api/auth-user/check-dpi/{dpi} → { exists } (throttled per address). */
export const GET = publicRoute({ params: checkDpiParams }, ({ params, ip }) =>
  checkDpiAvailability(params.dpi, ip),
);
