// Any change of an account's password or e-mail voids its open e-mailed links, reset and sign-in
// alike: a link asked for before the change (perhaps by whoever the change shuts out) can never
// undo it. One test per way a password or an e-mail changes, for administrators and citizens;
// another account's links stay open.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PUT as updateAdmin } from "@/app/api/auth/admin/[id]/route";
import { PUT as changePassword } from "@/app/api/auth/change-password/route";
import { POST as adminReset } from "@/app/api/auth/reset-password/route";
import { PUT as updateMe } from "@/app/api/auth-user/me/route";
import { POST as citizenReset } from "@/app/api/auth-user/password/reset/route";
import { getAdmin } from "@/lib/admins/queries";
import { profileFields } from "@/lib/admins/schema";
import { updateOwnProfile } from "@/lib/admins/service";
import { loginWithLink } from "@/lib/admins/sign-in-service";
import { hashPassword } from "@/lib/auth/passwords";
import { digest, newLinkToken } from "@/lib/auth/reset-tokens";
import type { AdminActor } from "@/lib/auth/sessions";
import { updateCitizen } from "@/lib/citizens/admin-service";
import { confirmEmailChange } from "@/lib/citizens/email-change";
import { loginCitizenWithLink } from "@/lib/citizens/sign-in-service";
import { db } from "@/lib/db";
import type { AccountLinkPurpose } from "@/lib/generated/prisma/enums";
import { call } from "./support/citizen-fixtures";
import { signIn } from "./support/helpers";
import { sentMatch } from "./support/sent-mail";
import { randomIp, uniqueCui } from "../support/citizen-data";

const PASSWORD = "Segura#2026";
const passwordHash = hashPassword(PASSWORD);

type Owner = { kind: "admin"; id: number } | { kind: "citizen"; id: number };

/** An open link of `purpose` for the account, as the services issue them (only its hash stored). */
async function openLink(owner: Owner, purpose: AccountLinkPurpose): Promise<string> {
  const token = newLinkToken();
  await db().passwordResetToken.create({
    data: {
      kind: owner.kind,
      purpose,
      ...(owner.kind === "admin" ? { admin_id: owner.id } : { citizen_id: owner.id }),
      token_hash: digest(token),
      expires_at: new Date(Date.now() + 15 * 60_000),
    },
  });
  return token;
}

/** Whether each of the account's links still works: [reset, sign-in] (the sign-in one tried first). */
async function linksWork(owner: Owner, links: { reset: string; signIn: string }) {
  const signIn = await (owner.kind === "admin" ? loginWithLink : loginCitizenWithLink)(
    links.signIn,
  ).then(
    () => true,
    () => false,
  );
  const reset =
    owner.kind === "admin"
      ? await call(adminReset, "/reset-password", {
          body: { token: links.reset, password: "Robada#2027" },
        })
      : await call(citizenReset, "/password/reset", {
          body: {
            token: links.reset,
            new_password: "robada-clave-1",
            new_password2: "robada-clave-1",
          },
        });
  return [reset.status === 200, signIn];
}

const linksOf = async (owner: Owner) => ({
  reset: await openLink(owner, "password_reset"),
  signIn: await openLink(owner, "sign_in"),
});

async function adminAccount(rol: "AdminNivel1" | "UserAdminNivel2" = "UserAdminNivel2") {
  const admin = await db().admin.create({
    data: {
      nombre1: "Ana",
      apellido1: "Vigente",
      dpi: uniqueCui(),
      email: `vigente-${randomUUID().slice(0, 8)}@prueba.gt`,
      rol,
      estado: true,
      password_hash: await passwordHash,
    },
  });
  const { actor, token } = await signIn({ kind: "admin", adminId: admin.id });
  return {
    admin,
    actor: actor as AdminActor,
    token,
    owner: { kind: "admin", id: admin.id } as const,
  };
}

async function citizenAccount() {
  const dpi = uniqueCui();
  const citizen = await db().citizen.create({
    data: {
      primer_nombre: "Lucía",
      primer_apellido: "Vigente",
      dpi,
      correo: `vigente-${dpi}@prueba.gt`,
      telefono: "55551234",
      departamento: "Guatemala",
      municipio: "Mixco",
      password_hash: await passwordHash,
    },
  });
  const { token } = await signIn({ kind: "citizen", citizenId: citizen.id });
  return { citizen, token, owner: { kind: "citizen", id: citizen.id } as const };
}

describe("an administrator's links", () => {
  it("die with their own new password", async () => {
    const { token, owner } = await adminAccount();
    const other = await adminAccount();
    const [links, untouched] = [await linksOf(owner), await linksOf(other.owner)];
    const changed = await call(changePassword, "/change-password", {
      method: "PUT",
      token,
      body: { current_password: PASSWORD, password: "Nueva#2027" },
    });
    expect(changed.status).toBe(200);
    expect(await linksWork(owner, links)).toEqual([false, false]);
    expect(await linksWork(other.owner, untouched)).toEqual([true, true]);
  });

  it("die with a new password or e-mail saved on their own profile", async () => {
    for (const change of ["password", "email"] as const) {
      const { admin, actor, owner } = await adminAccount();
      const links = await linksOf(owner);
      const profile = profileFields({ ...(await getAdmin(actor, admin.id))!, dpi: admin.dpi! });
      await updateOwnProfile(
        actor,
        change === "email" ? { ...profile, email: `nuevo-${admin.email}` } : profile,
        { newPassword: change === "password" ? "Nueva#2027" : null, currentPassword: PASSWORD },
        randomIp(),
      );
      expect(await linksWork(owner, links), change).toEqual([false, false]);
    }
  });

  it("die with a new e-mail set by the office", async () => {
    const manager = await adminAccount("AdminNivel1");
    const { admin, owner } = await adminAccount();
    const links = await linksOf(owner);
    const edited = await call(updateAdmin, `/admin/${admin.id}`, {
      method: "PUT",
      token: manager.token,
      params: { id: String(admin.id) },
      body: {
        nombre1: admin.nombre1,
        apellido1: admin.apellido1,
        dpi: admin.dpi,
        email: `otro-${admin.email}`,
        codigo_pais: "502",
        rol: admin.rol,
        estado: true,
      },
    });
    expect(edited.status).toBe(200);
    expect(await linksWork(owner, links)).toEqual([false, false]);
  });

  it("die with a reset: the other reset links and the sign-in links", async () => {
    const { owner } = await adminAccount();
    const used = await openLink(owner, "password_reset");
    const links = await linksOf(owner);
    const reset = await call(adminReset, "/reset-password", {
      body: { token: used, password: "Nueva#2027" },
    });
    expect(reset.status).toBe(200);
    expect(await linksWork(owner, links)).toEqual([false, false]);
  });
});

describe("a citizen's links", () => {
  const profile = (citizen: { correo: string | null }, changes: object) => ({
    correo: citizen.correo,
    telefono: "55551234",
    departamento: "Guatemala",
    municipio: "Mixco",
    current_password: PASSWORD,
    ...changes,
  });

  it("die with their own new password", async () => {
    const { citizen, token, owner } = await citizenAccount();
    const other = await citizenAccount();
    const [links, untouched] = [await linksOf(owner), await linksOf(other.owner)];
    const saved = await call(updateMe, "/me", {
      method: "PUT",
      token,
      body: profile(citizen, { new_password: "nueva-clave-1", new_password2: "nueva-clave-1" }),
    });
    expect([saved.status, saved.body.errors]).toEqual([200, undefined]);
    expect(await linksWork(owner, links)).toEqual([false, false]);
    expect(await linksWork(other.owner, untouched)).toEqual([true, true]);
  });

  it("die when a new e-mail is confirmed, not before", async () => {
    const { citizen, token, owner } = await citizenAccount();
    const correo = `nuevo-${citizen.dpi}@prueba.gt`;
    const asked = await call(updateMe, "/me", {
      method: "PUT",
      token,
      body: profile(citizen, { correo }),
    });
    expect(asked.status).toBe(200);
    const pending = await linksOf(owner);
    expect(await linksWork(owner, pending)).toEqual([true, true]);

    const links = await linksOf(owner);
    const [, confirmation] = await sentMatch(correo, /confirm-email\?token=([\w-]+)/);
    await confirmEmailChange(confirmation!, randomIp());
    expect(await linksWork(owner, links)).toEqual([false, false]);
  });

  it("die with a new e-mail set by the office", async () => {
    const { citizen, owner } = await citizenAccount();
    const { actor: office } = await adminAccount("AdminNivel1");
    const links = await linksOf(owner);
    await updateCitizen(
      office,
      citizen.id,
      {
        primer_nombre: citizen.primer_nombre,
        primer_apellido: citizen.primer_apellido,
        dpi: citizen.dpi!,
        correo: `oficina-${citizen.dpi}@prueba.gt`,
      },
      randomIp(),
    );
    expect(await linksWork(owner, links)).toEqual([false, false]);
  });

  it("die with a reset: the other reset links and the sign-in links", async () => {
    const { owner } = await citizenAccount();
    const used = await openLink(owner, "password_reset");
    const links = await linksOf(owner);
    const reset = await call(citizenReset, "/password/reset", {
      body: { token: used, new_password: "nueva-clave-1", new_password2: "nueva-clave-1" },
    });
    expect(reset.status).toBe(200);
    expect(await linksWork(owner, links)).toEqual([false, false]);
  });
});
