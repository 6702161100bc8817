"use server";

import { publicAction } from "@/lib/actions";
import { contactMessageInput } from "@/lib/contact/schema";
import { sendContactMessage } from "@/lib/contact/service";

export const sendContactAction = publicAction({ schema: contactMessageInput }, (input, { ip }) =>
  sendContactMessage(input, { ip }),
);
