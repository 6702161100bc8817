"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions";
import { adminIdSchema, adminUpdateSchema } from "@/lib/admins/schema";
import { updateAdminAccount } from "@/lib/admins/service";

/** The team edit screen's save (rol included). */
export const saveAdminAction = adminAction(
  {
    schema: z.object({ ...adminIdSchema.shape, values: adminUpdateSchema }),
    permission: "admins.manage",
  },
  async ({ id, values }, { actor, ip }) => {
    await updateAdminAccount(actor, id, values, ip);
    return null;
  },
);
