import { z } from "zod";
import { getAdmin } from "@/lib/admins/queries";
import { adminIdSchema, adminUpdateSchema, MESSAGES, ownProfileSchema } from "@/lib/admins/schema";
import { asAdmin, updateAdminAccount, updateOwnProfile } from "@/lib/admins/service";
import { AppError } from "@/lib/errors";
import { authorize, route } from "@/lib/http";
import { parseInput } from "@/lib/validation";

/** GET /api/auth/admin/{id}: one administrator (team managers only). */
export const GET = route(
  { audience: "admin", permission: "admins.manage", params: adminIdSchema },
  async ({ params }) => {
    const admin = await getAdmin(params.id);
    if (!admin) throw new AppError("NOT_FOUND", MESSAGES.notFound);
    return admin;
  },
);

/**
 * PUT /api/auth/admin/{id}: without rol and estado on one's own id it is the own-profile edit, open
 * to every administrator; otherwise it is the team edit, which needs admins.manage.
 */
export const PUT = route(
  {
    audience: "admin",
    params: adminIdSchema,
    body: z.record(z.string(), z.unknown(), { error: "Envía un objeto JSON." }),
  },
  async ({ actor, params, body, ip }) => {
    const admin = asAdmin(actor);
    const ownProfile = params.id === admin.id && !("rol" in body) && !("estado" in body);
    if (ownProfile) return updateOwnProfile(admin, parseInput(ownProfileSchema, body), null, ip);
    authorize(admin, "admin", "admins.manage");
    return updateAdminAccount(admin, params.id, parseInput(adminUpdateSchema, body), ip);
  },
);
