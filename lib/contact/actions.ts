"use server";

import { adminAction, publicAction } from "@/lib/actions";
import { idSchema } from "@/lib/fields";
import { convertContactMessage, inviteContactSender } from "@/lib/contact/convert-service";
import { contactProcedureInput, contactReplyInput } from "@/lib/contact/inbox-schema";
import { replyToContactMessage } from "@/lib/contact/inbox-service";
import { contactMessageInput } from "@/lib/contact/schema";
import { sendContactMessage } from "@/lib/contact/service";

export const sendContactAction = publicAction({ schema: contactMessageInput }, (input, { ip }) =>
  sendContactMessage(input, { ip }),
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
