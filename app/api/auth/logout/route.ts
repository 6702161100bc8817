import { logout } from "@/lib/admins/sign-in-service";
import { adminRoute } from "@/lib/http/routes";

/** POST /api/auth/logout: revokes the session behind the cookie or bearer token and records it. */
export const POST = adminRoute({ permission: "backoffice.access" }, async ({ actor, ip }) => {
  await logout(actor, ip);
  return { message: "Sesión cerrada." };
});
