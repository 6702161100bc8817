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
  // Teaching the assistant the region's words (issue 22): AdminNivel1 and AdminNivel2.
  "chatbot.vocabulary",
  "audit.read",
  "security.manage",
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

/** What only the top level may do (issue 16). */
const ADMIN_NIVEL1_ONLY: readonly Permission[] = [
  // The audit log answers for everyone else's actions.
  "audit.read",
  // The office's security rules, such as requiring two-factor authentication of every administrator.
  "security.manage",
];

/**
 * The permission table (docs/architecture.md §6). AdminNivel1 and AdminNivel2 may do everything but read
 * the audit log and set the security rules, which are AdminNivel1's alone; the UserAdminNivel
 * roles sign in and see the dashboard and their own profile until a permission is added to their
 * row here.
 */
export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  AdminNivel1: PERMISSIONS,
  AdminNivel2: PERMISSIONS.filter((permission) => !ADMIN_NIVEL1_ONLY.includes(permission)),
  UserAdminNivel1: SIGN_IN_ONLY,
  UserAdminNivel2: SIGN_IN_ONLY,
  UserAdminNivel3: SIGN_IN_ONLY,
  UserAdminNivel4: SIGN_IN_ONLY,
};

export function can(role: AdminRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * The order of the roles (issue 19): AdminNivel1 above AdminNivel2 above the four UserAdminNivel
 * roles, which rank alike. Nobody creates, assigns or acts on an account ranked above their own.
 */
const ROLE_RANK: Record<AdminRole, number> = {
  AdminNivel1: 3,
  AdminNivel2: 2,
  UserAdminNivel1: 1,
  UserAdminNivel2: 1,
  UserAdminNivel3: 1,
  UserAdminNivel4: 1,
};

/** Whether `role` ranks above `other`. */
export function outranks(role: AdminRole, other: AdminRole): boolean {
  return ROLE_RANK[role] > ROLE_RANK[other];
}

/** The roles `role` may give an account: its own and those below it. */
export function assignableRoles(role: AdminRole): AdminRole[] {
  return ADMIN_ROLES.filter((candidate) => !outranks(candidate, role));
}

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);
}
