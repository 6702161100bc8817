import { sessionIdInput } from "@/lib/auth/session-schema";
import { citizenRoute } from "@/lib/http/routes";
import { endOne } from "@/lib/auth/own-sessions-routes";

/** DELETE /api/portal/sesiones/{id}: ends another open session of the caller's own account. */
export const DELETE = citizenRoute({ params: sessionIdInput }, endOne);
