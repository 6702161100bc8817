import { listGestiones } from "@/lib/gestiones/admin-queries";
import { adminListQuery } from "@/lib/gestiones/schema";
import { adminRoute } from "@/lib/http";

/** GET /api/portal/admin/gestiones: every gestión, filtered, sorted and paged ({ ok, items, total, page }). */
export const GET = adminRoute(
  { permission: "gestiones.read", query: adminListQuery },
  ({ actor, query }) => listGestiones(actor, query),
);
