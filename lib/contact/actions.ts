"use server";

import { adminAction, citizenAction, publicAction } from "@/lib/actions/wrappers";
import { claimInput } from "@/lib/contact/claim-schema";
import { claimContactGestion } from "@/lib/contact/claim-service";
import { idSchema } from "@/lib/validation/fields";
import { convertContactMessage, inviteContactSender } from "@/lib/contact/convert-service";
import { contactProcedureInput, contactReplyInput } from "@/lib/contact/inbox-schema";
import { replyToContactMessage } from "@/lib/contact/inbox-service";
import { contactMessageInput } from "@/lib/contact/schema";
import { sendContactMessage } from "@/lib/contact/service";
import { idempotencyKey } from "@/lib/gestiones/schema";

/** The Idempotency-Key travels in the input (a server action has no headers of its own). */
export const sendContactAction = publicAction(
  { schema: contactMessageInput.extend({ idempotency_key: idempotencyKey.optional() }) },
  ({ idempotency_key, ...input }, { ip }) =>
    sendContactMessage(input, { ip, idempotencyKey: idempotency_key }),
);

/** The inbox's reply form: e-mails the sender and marks the message answered. */
export const replyContactAction = adminAction(
  { schema: contactReplyInput.extend({ id: idSchema }), permission: "contact.manage" },
  ({ id, ...input }, { actor, ip }) => replyToContactMessage(actor, id, input, ip),
);

/** 'Convertir en gestión': the service also requires `contact.manage`. */
export const convertContactAction = adminAction(
  { schema: contactProcedureInput.extend({ id: idSchema }), permission: "gestiones.write" },
  ({ id, ...input }, { actor, ip }) => convertContactMessage(actor, id, input, ip),
);

/** 'Invitar a registrarse': the service also requires `contact.manage`. */
export const inviteContactAction = adminAction(
  { schema: contactProcedureInput.extend({ id: idSchema }), permission: "gestiones.write" },
  ({ id, ...input }, { actor, ip }) => inviteContactSender(actor, id, input, ip),
);

/** The claim page's button: joins the gestión of the link to the signed-in citizen's account. */
export const claimGestionAction = citizenAction({ schema: claimInput }, (input, { actor, ip }) =>
  claimContactGestion(actor, input, ip),
);
