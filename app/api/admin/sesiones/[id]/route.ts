import { sessionIdInput } from "@/lib/auth/session-schema";
import { adminRoute } from "@/lib/http/routes";
import { endOne } from "@/lib/auth/own-sessions-routes";

/** DELETE /api/admin/sesiones/{id}: ends another open session of the caller's own account. */
export const DELETE = adminRoute({ permission: "profile.self", params: sessionIdInput }, endOne);
