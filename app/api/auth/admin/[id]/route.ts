import { z } from "zod";
import { getAdmin } from "@/lib/admins/queries";
import {
  adminIdSchema,
  adminUpdateSchema,
  MESSAGES,
  ownProfileSchema,
  profileFields,
} from "@/lib/admins/schema";
import { updateAdminAccount, updateOwnProfile } from "@/lib/admins/service";
import { AppError } from "@/lib/errors";
import { requirePermission } from "@/lib/auth/authorize";
import { adminRoute } from "@/lib/http";
import { parseInput } from "@/lib/validation";

/** GET /api/auth/admin/{id}: one administrator (team managers only). */
export const GET = adminRoute(
  { permission: "admins.manage", params: adminIdSchema },
  async ({ actor, params }) => {
    const admin = await getAdmin(actor, params.id);
    if (!admin) throw new AppError("NOT_FOUND", MESSAGES.notFound);
    return admin;
  },
);

/**
 * PUT /api/auth/admin/{id}: without rol and estado on one's own id it is the own-profile edit, open
 * to every administrator; otherwise it is the team edit, which needs admins.manage.
 */
export const PUT = adminRoute(
  {
    permission: "profile.self",
    params: adminIdSchema,
    body: z.record(z.string(), z.unknown(), { error: "Envía un objeto JSON." }),
  },
  async ({ actor, params, body, ip }) => {
    const ownProfile = params.id === actor.id && !("rol" in body) && !("estado" in body);
    if (ownProfile) {
      const input = parseInput(ownProfileSchema, body);
      const credentials = { newPassword: null, currentPassword: input.current_password };
      return updateOwnProfile(actor, profileFields(input), credentials, ip);
    }
    const manager = requirePermission(actor, "admins.manage");
    return updateAdminAccount(manager, params.id, parseInput(adminUpdateSchema, body), ip);
  },
);
