import { adminIdSchema, adminStatusSchema } from "@/lib/admins/schema";
import { asAdmin, setAdminStatus } from "@/lib/admins/service";
import { route } from "@/lib/http";

/** PATCH /api/auth/admin/{id}/status { estado }: activates or deactivates an administrator. */
export const PATCH = route(
  {
    audience: "admin",
    permission: "admins.manage",
    params: adminIdSchema,
    body: adminStatusSchema,
  },
  async ({ actor, params, body, ip }) => setAdminStatus(asAdmin(actor), params.id, body.estado, ip),
);
