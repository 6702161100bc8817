import { citizenRoute } from "@/lib/http";
import { endOthers, listSessions } from "../../own-sessions";

/** GET /api/portal/sesiones → { items, total }; DELETE ends every session but the current one. */
export const GET = citizenRoute({}, listSessions);
export const DELETE = citizenRoute({}, endOthers);
