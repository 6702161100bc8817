"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions";
import { adminIdSchema, adminStatusSchema } from "@/lib/admins/schema";
import { setAdminStatus } from "@/lib/admins/service";

/** The list's Activar / Desactivar button: the new estado is the negation of the current one. */
export const setAdminStatusAction = adminAction(
  {
    schema: z.object({ ...adminIdSchema.shape, ...adminStatusSchema.shape }),
    permission: "admins.manage",
  },
  async ({ id, estado }, { actor, ip }) => {
    const admin = await setAdminStatus(actor, id, estado, ip);
    return { estado: admin.estado };
  },
);
