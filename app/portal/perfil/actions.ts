"use server";

import { z } from "zod";
import { citizenAction } from "@/lib/actions";
import { endBrowserSession } from "@/lib/auth/browser-session";
import { profileFormSchema } from "@/lib/citizens/schema";
import { deleteOwnAccount, updateOwnAccount } from "@/lib/citizens/service";

export const updateProfileAction = citizenAction(
  { schema: profileFormSchema },
  (input, { actor, ip }) => updateOwnAccount(actor, input, ip),
);

export const deleteAccountAction = citizenAction(
  { schema: z.object({}) },
  async (_input, { actor, ip }) => {
    await deleteOwnAccount(actor, ip);
    await endBrowserSession();
    return null;
  },
);
