import { checkDpiParams } from "@/lib/citizens/schema";
import { checkDpiAvailability } from "@/lib/citizens/service";
import { route } from "@/lib/http";

/** GET /api/auth-user/check-dpi/{dpi} → { exists } (throttled per address). */
export const GET = route({ params: checkDpiParams }, ({ params, ip }) =>
  checkDpiAvailability(params.dpi, ip),
);
