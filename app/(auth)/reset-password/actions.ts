"use server";

import { publicAction } from "@/lib/actions";
import { resetFormSchema } from "@/lib/citizens/schema";
import { resetPassword } from "@/lib/citizens/service";

export const resetPasswordAction = publicAction({ schema: resetFormSchema }, (input, { ip }) =>
  resetPassword(input, ip),
);
