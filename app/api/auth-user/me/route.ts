import { profileUpdateSchema } from "@/lib/citizens/schema";
import { deleteOwnAccount, getOwnAccount, updateOwnAccount } from "@/lib/citizens/service";
import { citizenRoute } from "@/lib/http";

/** GET /api/auth-user/me → { user }: the caller's own account. */
export const GET = citizenRoute({}, async ({ actor }) => ({
  user: await getOwnAccount(actor),
}));

/** PUT /api/auth-user/me { correo, telefono, departamento, municipio, new_password? } → { user }. */
export const PUT = citizenRoute({ body: profileUpdateSchema }, async ({ actor, body, ip }) => ({
  user: await updateOwnAccount(actor, body, ip),
}));

/** DELETE /api/auth-user/me: anonymises the caller's account and closes all of its sessions. */
export const DELETE = citizenRoute({}, async ({ actor, ip }) => {
  await deleteOwnAccount(actor, ip);
  return { message: "Cuenta eliminada." };
});
