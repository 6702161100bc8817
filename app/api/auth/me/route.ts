import { getAdmin } from "@/lib/admins/queries";
import { MESSAGES } from "@/lib/admins/schema";
import { AppError } from "@/lib/errors/app-error";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/auth/me: the caller's own profile. */
export const GET = adminRoute({ permission: "profile.self" }, async ({ actor }) => {
  const admin = await getAdmin(actor, actor.id);
  if (!admin) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  return admin;
});
