import { asAdmin, logout } from "@/lib/admins/service";
import { route } from "@/lib/http";

/** POST /api/auth/logout: revokes the session behind the cookie or bearer token and records it. */
export const POST = route({ audience: "admin" }, async ({ actor, ip }) => {
  await logout(asAdmin(actor), ip);
  return { message: "Sesión cerrada." };
});
