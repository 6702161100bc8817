import "server-only";
import { can, type Permission } from "@/lib/auth/permissions";
import type { Actor, AdminActor, CitizenActor } from "@/lib/auth/sessions";
import { AppError } from "@/lib/errors/app-error";

// The checks every service operation starts with: whoever calls it (a route, a server action, a
// page, a script), the service itself refuses an actor without the right.

/**
 * The administrator allowed `permission` (with a list, any one of them); 401 without an actor, 403
 * for a citizen or a role without it.
 */
export function requirePermission(
  actor: Actor | null | undefined,
  permission: Permission | readonly Permission[],
): AdminActor {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const wanted = typeof permission === "string" ? [permission] : permission;
  if (actor.kind !== "admin" || !wanted.some((one) => can(actor, one))) {
    throw new AppError("FORBIDDEN");
  }
  return actor;
}

/** The citizen acting on their own account; 401 without an actor, 403 for an administrator. */
export function requireCitizen(actor: Actor | null | undefined): CitizenActor {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (actor.kind !== "citizen") throw new AppError("FORBIDDEN");
  return actor;
}

/**
 * Any account acting on itself (its own sessions): a citizen, or an administrator whose role has
 * `profile.self`; 401 without an actor.
 */
export function requireSelf(actor: Actor | null | undefined): Actor {
  return actor?.kind === "citizen" ? actor : requirePermission(actor, "profile.self");
}
