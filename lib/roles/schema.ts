import { z } from "zod";
import { PERMISSIONS } from "@/lib/auth/permissions";

export const ROLE_MESSAGES = {
  unknownRole: "Ese rol no existe.",
  unknownPermission: "Ese permiso no existe.",
  permissionsList: "Indica los permisos como una lista.",
  description: "Describe el rol en 10 a 300 caracteres.",
  fixedRole: "Los permisos de este rol son fijos: no se pueden cambiar.",
  notHeld: "No puedes dar un permiso que tú no tienes.",
  aboveCeiling:
    "El registro de auditoría y las reglas de seguridad son solo de AdminNivel1: no se dan a otro rol.",
  saved: "Permisos del rol guardados.",
} as const;

/** PUT /api/admin/roles/{rol} and the screen's form: the role's whole set of permissions. */
export const roleUpdateInput = z.object({
  permisos: z
    .array(z.enum(PERMISSIONS, { error: ROLE_MESSAGES.unknownPermission }), {
      error: ROLE_MESSAGES.permissionsList,
    })
    .max(PERMISSIONS.length * 2, { error: ROLE_MESSAGES.permissionsList }),
  descripcion: z
    .string({ error: ROLE_MESSAGES.description })
    .trim()
    .min(10, { error: ROLE_MESSAGES.description })
    .max(300, { error: ROLE_MESSAGES.description })
    .optional(),
});

export type RoleUpdateInput = z.output<typeof roleUpdateInput>;

export const roleParams = z.object({ rol: z.string() });
