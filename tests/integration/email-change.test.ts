// A citizen's new e-mail waits for the link sent to it: pending until confirmed, single use,
// 24 hours, refused when another account took the address meanwhile; the old address is told
// without the link, and every step is audited. The address typed at registration is confirmed by
// the same kind of link, and only a confirmed address joins contact messages to the account.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth-user/login/route";
import { GET as me, PUT as updateMe } from "@/app/api/auth-user/me/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { updateCitizen } from "@/lib/citizens/admin-service";
import { confirmEmailChange, requestEmailConfirmation } from "@/lib/citizens/email-change";
import { db } from "@/lib/db";
import { call } from "./support/citizen-fixtures";
import { createAdmin, signIn } from "./support/helpers";
import { deliveredTo, sentMatch, sentTo } from "./support/sent-mail";
import { citizenRegistration, randomIp } from "../support/citizen-data";

const LINK = /http:\/\/localhost:3000\/confirm-email\?token=([\w-]+)/;

async function citizenSession() {
  const body = citizenRegistration();
  const response = await call(register, "/register", { body });
  expect(response.status).toBe(201);
  const citizen = await db().citizen.findUniqueOrThrow({ where: { dpi: body.dpi } });
  return { body, citizen, token: response.body.token as string };
}

/** Asks for `correo` on the citizen's account; answers the token of the link sent to it. */
async function requestChange(session: Awaited<ReturnType<typeof citizenSession>>, correo: string) {
  const { body, token } = session;
  const response = await call(updateMe, "/me", {
    method: "PUT",
    token,
    body: {
      correo,
      telefono: body.telefono,
      departamento: body.departamento,
      municipio: body.municipio,
      current_password: body.password,
    },
  });
  expect(response.status).toBe(200);
  return (await sentMatch(correo, LINK))[1]!;
}

const fresh = () => `nuevo-${Math.random().toString(36).slice(2, 10)}@prueba.gt`;
const audits = (action: string, id: number) =>
  db().auditLog.count({ where: { action, entity_id: String(id) } });

describe("a new e-mail", () => {
  it("stays pending, with only its token's hash stored, until the link sent to it is opened", async () => {
    const session = await citizenSession();
    const { body, citizen, token: bearer } = session;
    const correo = fresh();
    const token = await requestChange(session, correo);

    const row = await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } });
    expect(row).toMatchObject({ correo: body.correo, pending_correo: correo });
    expect(JSON.stringify(row)).not.toContain(token);
    const expires = row.pending_correo_expires_at!.getTime() - Date.now();
    expect(expires).toBeGreaterThan(23.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3600_000);
    expect((await call(me, "/me", { token: bearer })).body.user).toMatchObject({
      correo: body.correo,
      correo_pendiente: correo,
    });
    // The current address is told, without the link; the new one cannot sign in yet.
    const notice = sentTo(body.correo).at(-1)!;
    expect(notice.subject).toBe("Solicitud de cambio de correo");
    expect(notice.text).toContain(correo);
    expect(notice.text).not.toMatch(/confirm-email|token/);
    const early = await call(login, "/login", {
      body: { identifier: correo, password: body.password },
    });
    expect(early.status).toBe(401);
    expect(await audits("citizen.email_change_requested", citizen.id)).toBe(1);

    await expect(confirmEmailChange(token, randomIp())).resolves.toEqual({
      correo,
      cambiado: true,
    });
    expect(await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } })).toMatchObject({
      correo,
      pending_correo: null,
      pending_correo_token_hash: null,
      pending_correo_expires_at: null,
    });
    expect((await call(me, "/me", { token: bearer })).body.user.correo_pendiente).toBeNull();
    const signedIn = await call(login, "/login", {
      body: { identifier: correo, password: body.password },
    });
    expect(signedIn.status).toBe(200);
    expect(await audits("citizen.email_change_confirmed", citizen.id)).toBe(1);

    // The link works once.
    await expect(confirmEmailChange(token, randomIp())).rejects.toMatchObject({
      status: 400,
      message:
        "El enlace para confirmar el correo no es válido o ya expiró. Solicita el cambio de nuevo desde tu perfil.",
    });
  });

  it("is refused after 24 hours, and a newer request replaces an older one", async () => {
    const session = await citizenSession();
    const first = await requestChange(session, fresh());
    const second = await requestChange(session, fresh());
    await expect(confirmEmailChange(first, randomIp())).rejects.toMatchObject({ status: 400 });
    await db().citizen.update({
      where: { id: session.citizen.id },
      data: { pending_correo_expires_at: new Date(Date.now() - 1000) },
    });
    await expect(confirmEmailChange(second, randomIp())).rejects.toMatchObject({ status: 400 });
    expect(
      (await db().citizen.findUniqueOrThrow({ where: { id: session.citizen.id } })).correo,
    ).toBe(session.body.correo);
    expect((await call(me, "/me", { token: session.token })).body.user.correo_pendiente).toBeNull();
    expect(
      await db().auditLog.count({
        where: {
          action: "citizen.email_change_refused",
          details: { path: ["reason"], equals: "invalid" },
        },
      }),
    ).toBeGreaterThanOrEqual(2);
  });

  it("is refused when another account took the address meanwhile, and the request is dropped", async () => {
    const session = await citizenSession();
    const correo = fresh();
    const token = await requestChange(session, correo);
    const other = await call(register, "/register", { body: citizenRegistration({ correo }) });
    expect(other.status).toBe(201);

    await expect(confirmEmailChange(token, randomIp())).rejects.toMatchObject({
      status: 409,
      message:
        "Ese correo ya está registrado en otra cuenta. Solicita el cambio con otro correo desde tu perfil.",
    });
    expect(
      await db().citizen.findUniqueOrThrow({ where: { id: session.citizen.id } }),
    ).toMatchObject({ correo: session.body.correo, pending_correo: null });
    expect(await audits("citizen.email_change_refused", session.citizen.id)).toBe(1);
  });
});

describe("the e-mail typed at registration", () => {
  it("is used unconfirmed until the link e-mailed with the welcome is opened, and that e-mail quotes no name", async () => {
    const { body, citizen, token: bearer } = await citizenSession();
    expect(citizen.correo_confirmado_at).toBeNull();
    expect((await call(me, "/me", { token: bearer })).body.user).toMatchObject({
      correo: body.correo,
      correo_pendiente: null,
      correo_confirmado: false,
    });
    const [welcome] = await deliveredTo(body.correo);
    expect(welcome!.subject).toBe("Tu cuenta fue creada");
    expect(welcome!.text).not.toContain(body.primer_nombre);
    expect(welcome!.text).not.toContain(body.primer_apellido);

    const [, token] = await sentMatch(body.correo, LINK);
    await expect(confirmEmailChange(token!, randomIp())).resolves.toEqual({
      correo: body.correo,
      cambiado: false,
    });
    const row = await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } });
    expect(row.correo_confirmado_at).toBeInstanceOf(Date);
    expect(row.pending_correo_token_hash).toBeNull();
    expect((await call(me, "/me", { token: bearer })).body.user.correo_confirmado).toBe(true);
    await expect(confirmEmailChange(token!, randomIp())).rejects.toMatchObject({ status: 400 });
  });

  it("gets a new link from the profile while unconfirmed, within the address's limit; a confirmed one is a 409", async () => {
    const { body, citizen } = await citizenSession();
    const actor = (await signIn({ kind: "citizen", citizenId: citizen.id })).actor;
    // Three links an hour to an address nobody has confirmed, whoever asks for them.
    for (let i = 0; i < 3; i++) {
      await expect(requestEmailConfirmation(actor, randomIp())).resolves.toEqual({
        message: `Te enviamos un enlace a ${body.correo}. Ábrelo para confirmar tu correo; vence en 24 horas.`,
      });
    }
    await expect(requestEmailConfirmation(actor, randomIp())).rejects.toMatchObject({
      status: 429,
      message: "Ya se enviaron varios correos a esa dirección. Intenta de nuevo más tarde.",
    });
    expect(await audits("citizen.email_confirmation_requested", citizen.id)).toBe(3);

    const [, token] = await sentMatch(body.correo, LINK);
    await confirmEmailChange(token!, randomIp());
    await expect(requestEmailConfirmation(actor, randomIp())).rejects.toMatchObject({
      status: 409,
      message: "Tu correo ya está confirmado.",
    });
  });

  it("is unconfirmed again when the office types another address; a change confirmed by its link is confirmed", async () => {
    const session = await citizenSession();
    const correo = fresh();
    await confirmEmailChange(await requestChange(session, correo), randomIp());
    expect(
      (await db().citizen.findUniqueOrThrow({ where: { id: session.citizen.id } }))
        .correo_confirmado_at,
    ).toBeInstanceOf(Date);

    const office = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id }))
      .actor;
    const typed = fresh();
    await updateCitizen(
      office,
      session.citizen.id,
      { primer_nombre: "Lucía", primer_apellido: "Ajú", correo: typed, dpi: session.body.dpi },
      null,
    );
    expect(
      await db().citizen.findUniqueOrThrow({ where: { id: session.citizen.id } }),
    ).toMatchObject({ correo: typed, correo_confirmado_at: null });
  });
});
