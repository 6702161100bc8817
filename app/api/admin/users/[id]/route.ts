import { CITIZEN_ADMIN_MESSAGES, citizenEditSchema } from "@/lib/citizens/admin-schema";
import { deleteCitizen, updateCitizen, viewCitizen } from "@/lib/citizens/admin-service";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/admin/users/{id}: the account and its gestiones ({ user }); the view is audited. */
export const GET = adminRoute(
  { permission: "citizens.read", params: idParams },
  async ({ actor, params, ip }) => ({ user: await viewCitizen(actor, params.id, ip) }),
);

/** PUT /api/admin/users/{id}: replaces the editable fields ({ ok, message, user }). */
export const PUT = adminRoute(
  { permission: "citizens.write", params: idParams, body: citizenEditSchema },
  async ({ actor, params, body, ip }) => ({
    ok: true,
    message: CITIZEN_ADMIN_MESSAGES.saved,
    user: await updateCitizen(actor, params.id, body, ip),
  }),
);

/** DELETE /api/admin/users/{id}: soft delete; the account's sessions close ({ ok, message, user }). */
export const DELETE = adminRoute(
  { permission: "citizens.write", params: idParams },
  async ({ actor, params, ip }) => ({
    ok: true,
    message: CITIZEN_ADMIN_MESSAGES.deleted,
    user: await deleteCitizen(actor, params.id, ip),
  }),
);
