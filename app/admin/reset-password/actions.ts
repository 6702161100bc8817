"use server";

import { publicAction } from "@/lib/actions";
import { resetPasswordSchema } from "@/lib/admins/schema";
import { resetPassword } from "@/lib/admins/service";

export const resetPasswordAction = publicAction(
  { schema: resetPasswordSchema },
  async (input, { ip }) => resetPassword(input, ip),
);
