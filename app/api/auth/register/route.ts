import { adminCreateSchema } from "@/lib/admins/schema";
import { asAdmin, createAdmin } from "@/lib/admins/service";
import { json, route } from "@/lib/http";

/** POST /api/auth/register: creates an administrator (team managers only) → 201 with the account. */
export const POST = route(
  { audience: "admin", permission: "admins.manage", body: adminCreateSchema },
  async ({ actor, body, ip }) => json(await createAdmin(asAdmin(actor), body, ip), 201),
);
