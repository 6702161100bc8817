import "server-only";
import {
  EDITABLE_ROLES,
  FIXED_ROLE_PERMISSIONS,
  isPermission,
  SIGN_IN_ONLY,
  type Permission,
} from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import type { AdminRole } from "@/lib/generated/prisma/enums";
import { FIXED_ROLE_DESCRIPTIONS } from "@/lib/roles/labels";

// What each role may do, read on every authenticated request (lib/auth/sessions.ts) and therefore
// kept a few seconds in memory: a change made here reaches this process at once, and other
// processes (other serverless instances) within CACHE_MS.

export interface RoleDefinition {
  role: AdminRole;
  description: string;
  permissions: readonly Permission[];
  /** Whether the office may change it (the four UserAdminNivel roles). */
  editable: boolean;
}

const CACHE_MS = 5_000;

type Cached = { at: number; roles: Promise<Record<AdminRole, RoleDefinition>> } | null;
/**
 * Kept on globalThis: Next.js bundles route handlers apart from pages and server actions, each with
 * its own copy of this module, and a change saved by the screen's action must reach the API routes
 * of the same process at once.
 */
const store = globalThis as typeof globalThis & { rolePermissionsCache?: Cached };

async function load(): Promise<Record<AdminRole, RoleDefinition>> {
  const rows = await db().rolePermissionSet.findMany();
  const roles = {
    AdminNivel1: fixed("AdminNivel1"),
    AdminNivel2: fixed("AdminNivel2"),
  } as Record<AdminRole, RoleDefinition>;
  for (const role of EDITABLE_ROLES) {
    const row = rows.find((one) => one.rol === role);
    // A name no longer in lib/auth/permissions.ts grants nothing; signing in is never lost.
    const stored = (row?.permisos ?? []).filter(isPermission);
    roles[role] = {
      role,
      description: row?.descripcion ?? "",
      permissions: [...new Set([...SIGN_IN_ONLY, ...stored])],
      editable: true,
    };
  }
  return roles;
}

function fixed(role: keyof typeof FIXED_ROLE_PERMISSIONS): RoleDefinition {
  return {
    role,
    description: FIXED_ROLE_DESCRIPTIONS[role],
    permissions: FIXED_ROLE_PERMISSIONS[role],
    editable: false,
  };
}

/** Every role with its description and permissions, at most CACHE_MS old. */
export async function roleDefinitions(): Promise<Record<AdminRole, RoleDefinition>> {
  const cached = store.rolePermissionsCache;
  if (cached && Date.now() - cached.at <= CACHE_MS) return cached.roles;
  const roles = load();
  store.rolePermissionsCache = { at: Date.now(), roles };
  roles.catch(() => {
    if (store.rolePermissionsCache?.roles === roles) store.rolePermissionsCache = null;
  });
  return roles;
}

/** The permissions of `role` now. */
export async function permissionsOf(role: AdminRole): Promise<readonly Permission[]> {
  return (await roleDefinitions())[role].permissions;
}

/** Forgets the cached roles: called after every change of them. */
export function invalidateRoleDefinitions(): void {
  store.rolePermissionsCache = null;
}

/** The roles that hold `permission` now (e.g. who may be assigned a gestión). */
export async function rolesWith(permission: Permission): Promise<AdminRole[]> {
  const roles = await roleDefinitions();
  return Object.values(roles)
    .filter((definition) => definition.permissions.includes(permission))
    .map((definition) => definition.role);
}
