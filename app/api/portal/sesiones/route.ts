import { citizenRoute } from "@/lib/http/routes";
import { endOthers, listSessions } from "@/lib/auth/own-sessions-routes";

/** GET /api/portal/sesiones → { items, total }; DELETE ends every session but the current one. */
export const GET = citizenRoute({}, listSessions);
export const DELETE = citizenRoute({}, endOthers);
