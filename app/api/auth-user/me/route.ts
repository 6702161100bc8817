import { profileUpdateSchema } from "@/lib/citizens/schema";
import {
  asCitizen,
  deleteOwnAccount,
  getOwnAccount,
  updateOwnAccount,
} from "@/lib/citizens/service";
import { route } from "@/lib/http";

/** GET /api/auth-user/me → { user }: the caller's own account. */
export const GET = route({ audience: "citizen" }, async ({ actor }) => ({
  user: await getOwnAccount(asCitizen(actor)),
}));

/** PUT /api/auth-user/me { correo, telefono, departamento, municipio, new_password? } → { user }. */
export const PUT = route(
  { audience: "citizen", body: profileUpdateSchema },
  async ({ actor, body, ip }) => ({
    user: await updateOwnAccount(asCitizen(actor), body, ip),
  }),
);

/** DELETE /api/auth-user/me: anonymises the caller's account and closes all of its sessions. */
export const DELETE = route({ audience: "citizen" }, async ({ actor, ip }) => {
  await deleteOwnAccount(asCitizen(actor), ip);
  return { message: "Cuenta eliminada." };
});
