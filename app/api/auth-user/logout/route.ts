import { logoutCitizen } from "@/lib/citizens/sign-in-service";
import { citizenRoute } from "@/lib/http/routes";

/** POST /api/auth-user/logout: revokes the session behind the cookie or bearer token. */
export const POST = citizenRoute({}, async ({ actor, ip }) => {
  await logoutCitizen(actor, ip);
  return { message: "Sesión cerrada." };
});
