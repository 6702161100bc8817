import { FIXED_ROLE_PERMISSIONS } from "@/lib/auth/permissions";
import type { AdminActor, CitizenActor } from "@/lib/auth/sessions";

const SESSION = "00000000-0000-0000-0000-000000000000";
const inAnHour = () => new Date(Date.now() + 3_600_000);

/**
 * An AdminNivel1 administrator as the office's reads and writes are called for it: the reads check
 * the actor's permission themselves, as they do for a page or a route.
 */
export function officeActor(id: number, email = "bench@prueba.gt"): AdminActor {
  return {
    kind: "admin",
    id,
    sessionId: SESSION,
    expiresAt: inAnHour(),
    role: "AdminNivel1",
    permissions: FIXED_ROLE_PERMISSIONS.AdminNivel1,
    email,
    name: "Bench Admin",
  };
}

/** A signed-in citizen as the portal's reads are called for them. */
export function citizenActor(id: number): CitizenActor {
  return {
    kind: "citizen",
    id,
    sessionId: SESSION,
    expiresAt: inAnHour(),
    email: null,
    name: "Bench",
  };
}
