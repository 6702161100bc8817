"use server";

import { publicAction } from "@/lib/actions";
import { requestResetSchema } from "@/lib/admins/schema";
import { requestPasswordReset } from "@/lib/admins/service";

export const requestResetAction = publicAction(
  { schema: requestResetSchema },
  async ({ email }, { ip }) => requestPasswordReset(email, ip),
);
