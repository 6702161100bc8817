import { openContactMessage } from "@/lib/contact/inbox-service";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

/** POST /api/admin/contacto/{id}/leido: opens the message, a new one becoming read ({ ok, item, marcado_leido }). */
export const POST = adminRoute(
  { permission: "contact.manage", params: idParams },
  ({ actor, params, ip }) => openContactMessage(actor, params.id, ip),
);
