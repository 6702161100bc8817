import { adminRoute } from "@/lib/http/routes";
import { roleParams, roleUpdateInput } from "@/lib/roles/schema";
import { setRolePermissions } from "@/lib/roles/service";

/** PUT /api/admin/roles/{rol} `{ permisos, descripcion? }`: the role's new permissions. */
export const PUT = adminRoute(
  { permission: "security.manage", params: roleParams, body: roleUpdateInput },
  ({ actor, params, body, ip }) => setRolePermissions(actor, params.rol, body, ip),
);
