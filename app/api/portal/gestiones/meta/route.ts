import { getGestionMeta } from "@/lib/gestiones/queries";
import { citizenRoute } from "@/lib/http/routes";

/** GET /api/portal/gestiones/meta: the categories and procedures a citizen can choose from. */
export const GET = citizenRoute({}, () => getGestionMeta());
