import { CITIZEN_ADMIN_MESSAGES } from "@/lib/citizens/admin-schema";
import { restoreCitizen } from "@/lib/citizens/admin-service";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

/** POST /api/admin/users/{id}/restore: brings a soft-deleted account back ({ ok, message, user }). */
export const POST = adminRoute(
  { permission: "citizens.write", params: idParams },
  async ({ actor, params, ip }) => ({
    ok: true,
    message: CITIZEN_ADMIN_MESSAGES.restored,
    user: await restoreCitizen(actor, params.id, ip),
  }),
);
