import { publicRoute } from "@/lib/http";
import { contactMessageInput } from "@/lib/contact/schema";
import { sendContactMessage } from "@/lib/contact/service";

/** A message from the public contact form (product.md §C.7): { ok, message }. */
export const POST = publicRoute({ body: contactMessageInput }, ({ body, ip }) =>
  sendContactMessage(body, { ip }),
);
