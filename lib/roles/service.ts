import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import {
  can,
  EDITABLE_CEILING,
  isAdminRole,
  isEditableRole,
  outranks,
  PERMISSIONS,
  SIGN_IN_ONLY,
} from "@/lib/auth/permissions";
import { invalidateRoleDefinitions, roleDefinitions } from "@/lib/auth/role-permissions";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { roleView, type RoleView } from "@/lib/roles/queries";
import { roleUpdateInput, ROLE_MESSAGES, type RoleUpdateInput } from "@/lib/roles/schema";
import { parseInput } from "@/lib/validation/parse";

/**
 * Sets what a UserAdminNivel role may do (and, when given, its description), for every account of
 * the role from its next request on. Only a role below the caller's rank, only permissions the
 * caller holds, never the audit log or the security rules; signing in and one's own profile are
 * always kept.
 */
export async function setRolePermissions(
  actor: Actor | null,
  rol: string,
  input: RoleUpdateInput,
  ip: string | null,
): Promise<RoleView> {
  const manager = requirePermission(actor, "security.manage");
  if (!isAdminRole(rol)) throw new AppError("NOT_FOUND", ROLE_MESSAGES.unknownRole);
  if (!isEditableRole(rol) || !outranks(manager.role, rol)) {
    throw new AppError("FORBIDDEN", ROLE_MESSAGES.fixedRole);
  }
  const data = parseInput(roleUpdateInput, input);
  if (data.permisos.some((permission) => !can(manager, permission))) {
    throw new AppError("FORBIDDEN", ROLE_MESSAGES.notHeld);
  }
  if (data.permisos.some((permission) => !EDITABLE_CEILING.includes(permission))) {
    throw new AppError("FORBIDDEN", ROLE_MESSAGES.aboveCeiling);
  }
  const wanted = new Set([...SIGN_IN_ONLY, ...data.permisos]);
  const permisos = PERMISSIONS.filter((permission) => wanted.has(permission));
  const before = (await roleDefinitions())[rol];
  await db().$transaction(async (tx) => {
    await tx.rolePermissionSet.upsert({
      where: { rol },
      create: { rol, permisos, descripcion: data.descripcion ?? before.description },
      update: { permisos, ...(data.descripcion ? { descripcion: data.descripcion } : {}) },
    });
    await writeAudit(
      {
        actor: manager,
        action: "role.update",
        entity: "role",
        entityId: rol,
        details: {
          concedidos: permisos.filter((permission) => !before.permissions.includes(permission)),
          retirados: before.permissions.filter((permission) => !wanted.has(permission)),
          ...(data.descripcion && data.descripcion !== before.description
            ? { campos: ["descripcion"] }
            : {}),
        },
        ip,
      },
      tx,
    );
  });
  invalidateRoleDefinitions();
  return roleView((await roleDefinitions())[rol], manager);
}
