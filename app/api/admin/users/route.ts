import { listCitizens } from "@/lib/citizens/admin-queries";
import { citizenListQuery } from "@/lib/citizens/admin-schema";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/admin/users (product.md §B.7): citizen accounts filtered, sorted and paged ({ items, meta }). */
export const GET = adminRoute(
  { permission: "citizens.read", query: citizenListQuery },
  ({ actor, query }) => listCitizens(actor, query),
);
