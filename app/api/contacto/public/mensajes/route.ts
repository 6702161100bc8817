import { publicRoute } from "@/lib/http/routes";
import { contactMessageInput } from "@/lib/contact/schema";
import { sendContactMessage } from "@/lib/contact/service";
import { idempotencyKeyOf } from "@/lib/gestiones/message-form";

/**
 * A message from the public contact form (product.md §C.7): { ok, message }. An Idempotency-Key
 * header makes a repeated send store one message.
 */
export const POST = publicRoute({ body: contactMessageInput }, ({ body, ip, request }) =>
  sendContactMessage(body, { ip, idempotencyKey: idempotencyKeyOf(request) }),
);
