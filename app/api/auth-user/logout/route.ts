import { asCitizen, logoutCitizen } from "@/lib/citizens/service";
import { route } from "@/lib/http";

/** POST /api/auth-user/logout: revokes the session behind the cookie or bearer token. */
export const POST = route({ audience: "citizen" }, async ({ actor, ip }) => {
  await logoutCitizen(asCitizen(actor), ip);
  return { message: "Sesión cerrada." };
});
