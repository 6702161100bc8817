import { z } from "zod";
import { getAdmin } from "@/lib/admins/queries";
import { adminIdSchema, MESSAGES } from "@/lib/admins/schema";
import { saveAdmin } from "@/lib/admins/service";
import { AppError } from "@/lib/errors/app-error";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/auth/admin/{id}: one administrator (team managers only). */
export const GET = adminRoute(
  { permission: "admins.manage", params: adminIdSchema },
  async ({ actor, params }) => {
    const admin = await getAdmin(actor, params.id);
    if (!admin) throw new AppError("NOT_FOUND", MESSAGES.notFound);
    return admin;
  },
);

/** PUT /api/auth/admin/{id}: the own-profile edit or the team edit (lib/admins/service.ts decides). */
export const PUT = adminRoute(
  {
    permission: "profile.self",
    params: adminIdSchema,
    body: z.record(z.string(), z.unknown(), { error: "Envía un objeto JSON." }),
  },
  async ({ actor, params, body, ip }) => saveAdmin(actor, params.id, body, ip),
);
