import { contactReplyInput } from "@/lib/contact/inbox-schema";
import { replyToContactMessage } from "@/lib/contact/inbox-service";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

/** POST /api/admin/contacto/{id}/respuesta: { respuesta } e-mailed to the sender ({ ok, message, item }). */
export const POST = adminRoute(
  { permission: "contact.manage", params: idParams, body: contactReplyInput },
  ({ actor, params, body, ip }) => replyToContactMessage(actor, params.id, body, ip),
);
