import { adminCreateSchema } from "@/lib/admins/schema";
import { createAdmin } from "@/lib/admins/service";
import { adminRoute, json } from "@/lib/http/routes";

/** POST /api/auth/register: creates an administrator (team managers only) → 201 with the account. */
export const POST = adminRoute(
  { permission: "admins.manage", body: adminCreateSchema },
  async ({ actor, body, ip }) => json(await createAdmin(actor, body, ip), 201),
);
