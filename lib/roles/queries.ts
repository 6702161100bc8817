import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import { ADMIN_ROLES, outranks, type Permission } from "@/lib/auth/permissions";
import { roleDefinitions, type RoleDefinition } from "@/lib/auth/role-permissions";
import type { Actor, AdminActor } from "@/lib/auth/sessions";
import type { AdminRole } from "@/lib/generated/prisma/enums";

/** A role as GET /api/admin/roles and the screens show it. */
export interface RoleView {
  rol: AdminRole;
  descripcion: string;
  permisos: Permission[];
  /** Whether the caller may change it: a UserAdminNivel role, below the caller's rank. */
  editable: boolean;
}

export function roleView(definition: RoleDefinition, actor: AdminActor): RoleView {
  return {
    rol: definition.role,
    descripcion: definition.description,
    permisos: [...definition.permissions],
    editable:
      definition.editable &&
      actor.permissions.includes("security.manage") &&
      outranks(actor.role, definition.role),
  };
}

/**
 * Every role with its description and permissions, for whoever chooses roles: team managers, among
 * them AdminNivel1, who also sets them ('Roles y permisos').
 */
export async function listRoles(actor: Actor | null): Promise<RoleView[]> {
  const reader = requirePermission(actor, "admins.manage");
  const roles = await roleDefinitions();
  return ADMIN_ROLES.map((role) => roleView(roles[role], reader));
}

/** Each role's description, for the places a role is chosen or shown. */
export async function roleDescriptions(actor: Actor | null): Promise<Record<AdminRole, string>> {
  const roles = await listRoles(actor);
  return Object.fromEntries(roles.map((role) => [role.rol, role.descripcion])) as Record<
    AdminRole,
    string
  >;
}

/** What the caller's own role lets them do, in words (the header's role badge). */
export async function ownRoleDescription(actor: Actor | null): Promise<string> {
  const self = requirePermission(actor, "profile.self");
  return (await roleDefinitions())[self.role].description;
}
