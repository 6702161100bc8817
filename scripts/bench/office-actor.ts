import type { AdminActor } from "@/lib/auth/sessions";

/**
 * An AdminNivel1 administrator as the office's reads and writes are called for it: the reads check
 * the actor's permission themselves, as they do for a page or a route.
 */
export function officeActor(id: number, email = "bench@prueba.gt"): AdminActor {
  return {
    kind: "admin",
    id,
    sessionId: "00000000-0000-0000-0000-000000000000",
    expiresAt: new Date(Date.now() + 3_600_000),
    role: "AdminNivel1",
    email,
    name: "Bench Admin",
  };
}
