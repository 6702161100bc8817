import { adminRoute } from "@/lib/http/routes";
import { endOthers, listSessions } from "@/lib/auth/own-sessions-routes";

/** GET /api/admin/sesiones → { items, total }; DELETE ends every session but the current one. */
export const GET = adminRoute({ permission: "profile.self" }, listSessions);
export const DELETE = adminRoute({ permission: "profile.self" }, endOthers);
