import { CITIZEN_ADMIN_MESSAGES, citizenStatusInput } from "@/lib/citizens/admin-schema";
import { setCitizenActive } from "@/lib/citizens/admin-service";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

/** PATCH /api/admin/users/{id}/status with { active }: deactivating closes the account's sessions. */
export const PATCH = adminRoute(
  { permission: "citizens.write", params: idParams, body: citizenStatusInput },
  async ({ actor, params, body, ip }) => {
    const user = await setCitizenActive(actor, params.id, body, ip);
    const { activated, deactivated } = CITIZEN_ADMIN_MESSAGES;
    return { ok: true, message: user.activo ? activated : deactivated, user };
  },
);
