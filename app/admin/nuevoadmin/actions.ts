"use server";

import { adminAction } from "@/lib/actions";
import { adminCreateSchema } from "@/lib/admins/schema";
import { createAdmin } from "@/lib/admins/service";

export const createAdminAction = adminAction(
  { schema: adminCreateSchema, permission: "admins.manage" },
  async (input, { actor, ip }) => {
    const admin = await createAdmin(actor, input, ip);
    return { id: admin.id };
  },
);
