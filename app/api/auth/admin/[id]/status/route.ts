import { adminIdSchema, adminStatusSchema } from "@/lib/admins/schema";
import { setAdminStatus } from "@/lib/admins/service";
import { adminRoute } from "@/lib/http/routes";

/** PATCH /api/auth/admin/{id}/status { estado }: activates or deactivates an administrator. */
export const PATCH = adminRoute(
  {
    permission: "admins.manage",
    params: adminIdSchema,
    body: adminStatusSchema,
  },
  async ({ actor, params, body, ip }) => setAdminStatus(actor, params.id, body.estado, ip),
);
