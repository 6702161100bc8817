import type { AdminRole } from "@/lib/generated/prisma/enums";

/** Everything an administrator can be allowed to do, one name per capability. */
export const PERMISSIONS = [
  "backoffice.access",
  "profile.self",
  "admins.manage",
  "landing.settings",
  "biography.write",
  "news.write",
  "labores.write",
  "values.write",
  "contact.manage",
  "citizens.read",
  "citizens.write",
  "citizens.export",
  "gestiones.read",
  "gestiones.write",
  "gestiones.configure",
  "chatbot.read",
  "audit.read",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ADMIN_ROLES = [
  "AdminNivel1",
  "AdminNivel2",
  "UserAdminNivel1",
  "UserAdminNivel2",
  "UserAdminNivel3",
  "UserAdminNivel4",
] as const satisfies readonly AdminRole[];

const SIGN_IN_ONLY: readonly Permission[] = ["backoffice.access", "profile.self"];

/**
 * The permission table (DESIGN.md §4). AdminNivel1 and AdminNivel2 may do everything but read
 * the audit log, which is AdminNivel1's alone; the UserAdminNivel roles sign in and see the
 * dashboard and their own profile until a permission is added to their row here.
 */
export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  AdminNivel1: PERMISSIONS,
  // The audit log answers for everyone else's actions, so only the top level reads it (issue 16).
  AdminNivel2: PERMISSIONS.filter((permission) => permission !== "audit.read"),
  UserAdminNivel1: SIGN_IN_ONLY,
  UserAdminNivel2: SIGN_IN_ONLY,
  UserAdminNivel3: SIGN_IN_ONLY,
  UserAdminNivel4: SIGN_IN_ONLY,
};

export function can(role: AdminRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);
}
