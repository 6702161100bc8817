import { adminRoute } from "@/lib/http";
import { endOthers, listSessions } from "../../own-sessions";

/** GET /api/admin/sesiones → { items, total }; DELETE ends every session but the current one. */
export const GET = adminRoute({ permission: "profile.self" }, listSessions);
export const DELETE = adminRoute({ permission: "profile.self" }, endOthers);
