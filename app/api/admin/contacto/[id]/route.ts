import { getContactMessage } from "@/lib/contact/admin-queries";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/admin/contacto/{id}: { ok, item } — the whole message; reading it leaves its status alone. */
export const GET = adminRoute(
  { permission: "contact.manage", params: idParams },
  async ({ actor, params }) => ({ ok: true, item: await getContactMessage(actor, params.id) }),
);
