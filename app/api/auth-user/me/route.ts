import { deleteAccountSchema, profileUpdateSchema } from "@/lib/citizens/profile-schema";
import { deleteOwnAccount, getOwnAccount, updateOwnAccount } from "@/lib/citizens/account-service";
import { citizenRoute } from "@/lib/http/routes";

/** GET /api/auth-user/me → { user }: the caller's own account. */
export const GET = citizenRoute({}, async ({ actor }) => ({
  user: await getOwnAccount(actor),
}));

/**
 * PUT /api/auth-user/me { correo, telefono, departamento, municipio, new_password?, current_password? }
 * → { user }: a new correo or new_password needs current_password; a new correo stays in
 * user.correo_pendiente until the link e-mailed to it is opened.
 */
export const PUT = citizenRoute({ body: profileUpdateSchema }, async ({ actor, body, ip }) => ({
  user: await updateOwnAccount(actor, body, ip),
}));

/** DELETE /api/auth-user/me { current_password }: anonymises the caller's account and closes all of its sessions. */
export const DELETE = citizenRoute({ body: deleteAccountSchema }, async ({ actor, body, ip }) => {
  await deleteOwnAccount(actor, body, ip);
  return { message: "Cuenta eliminada." };
});
