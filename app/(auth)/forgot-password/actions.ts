"use server";

import { publicAction } from "@/lib/actions";
import { forgotSchema } from "@/lib/citizens/schema";
import { requestPasswordReset } from "@/lib/citizens/service";

export const forgotPasswordAction = publicAction({ schema: forgotSchema }, (input, { ip }) =>
  requestPasswordReset(input.correo, ip),
);
