import { getAdmin } from "@/lib/admins/queries";
import { MESSAGES } from "@/lib/admins/schema";
import { asAdmin } from "@/lib/admins/service";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http";

/** GET /api/auth/me: the caller's own profile. */
export const GET = route({ audience: "admin", permission: "profile.self" }, async ({ actor }) => {
  const admin = await getAdmin(asAdmin(actor).id);
  if (!admin) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  return admin;
});
