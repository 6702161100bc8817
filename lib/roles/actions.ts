"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/wrappers";
import { roleUpdateInput } from "@/lib/roles/schema";
import { setRolePermissions } from "@/lib/roles/service";

/** 'Roles y permisos': one role's permissions and description saved. */
export const saveRoleAction = adminAction(
  { schema: roleUpdateInput.extend({ rol: z.string() }), permission: "security.manage" },
  ({ rol, ...input }, { actor, ip }) => setRolePermissions(actor, rol, input, ip),
);
