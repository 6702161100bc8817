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
  // Teaching the assistant the region's words: AdminNivel1 and AdminNivel2.
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

/** What every role keeps, whatever the office sets: signing in and one's own profile. */
export const SIGN_IN_ONLY: readonly Permission[] = ["backoffice.access", "profile.self"];

/** What only the top level may do. */
const ADMIN_NIVEL1_ONLY: readonly Permission[] = [
  // The audit log answers for everyone else's actions.
  "audit.read",
  // The office's security rules, such as requiring two-factor authentication of every
  // administrator, and what each role may do.
  "security.manage",
];

/**
 * The two roles whose permissions are fixed (docs/security.md): AdminNivel1 may do everything,
 * AdminNivel2 everything but read the audit log and set the security rules. The four UserAdminNivel
 * roles hold what the office sets on 'Roles y permisos' (lib/auth/role-permissions.ts).
 */
export const FIXED_ROLE_PERMISSIONS = {
  AdminNivel1: PERMISSIONS,
  AdminNivel2: PERMISSIONS.filter((permission) => !ADMIN_NIVEL1_ONLY.includes(permission)),
} as const satisfies Partial<Record<AdminRole, readonly Permission[]>>;

export type EditableRole = Exclude<AdminRole, keyof typeof FIXED_ROLE_PERMISSIONS>;

export const EDITABLE_ROLES = [
  "UserAdminNivel1",
  "UserAdminNivel2",
  "UserAdminNivel3",
  "UserAdminNivel4",
] as const satisfies readonly EditableRole[];

export function isEditableRole(role: AdminRole): role is EditableRole {
  return (EDITABLE_ROLES as readonly AdminRole[]).includes(role);
}

/** The most an editable role may be given: AdminNivel2's permissions. */
export const EDITABLE_CEILING: readonly Permission[] = FIXED_ROLE_PERMISSIONS.AdminNivel2;

export function isPermission(value: unknown): value is Permission {
  return typeof value === "string" && (PERMISSIONS as readonly string[]).includes(value);
}

/** Whether whoever holds `permissions` (an actor, a role's row) may do `permission`. */
export function can(holder: { permissions: readonly Permission[] }, permission: Permission): boolean {
  return holder.permissions.includes(permission);
}

/**
 * The order of the roles: AdminNivel1 above AdminNivel2 above the four UserAdminNivel
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
