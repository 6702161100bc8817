import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth-user/login/route";
import { GET as exportData } from "@/app/api/auth-user/me/export/route";
import { DELETE as deleteMe, GET as me, PUT as updateMe } from "@/app/api/auth-user/me/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { db } from "@/lib/db";
import { createAdmin, sessionCookie, signIn } from "./support/helpers";
import { BASE, call } from "./support/citizen-fixtures";
import { citizenRegistration } from "../support/citizen-data";

async function citizenWithToken() {
  const body = citizenRegistration();
  const response = await call(register, "/register", { body });
  expect(response.status).toBe(201);
  const citizen = await db().citizen.findUniqueOrThrow({ where: { dpi: body.dpi } });
  return { body, token: response.body.token as string, citizen };
}

async function loginToken(identifier: string, password: string): Promise<string> {
  const response = await call(login, "/login", { body: { identifier, password } });
  expect(response.status).toBe(200);
  return response.body.token;
}

const update = (overrides: Record<string, unknown> = {}) => ({
  correo: `nuevo-${Math.random().toString(36).slice(2, 10)}@prueba.gt`,
  telefono: "7777-8888",
  departamento: "Sacatepéquez",
  municipio: "Antigua Guatemala",
  ...overrides,
});

/** A gestión of the citizen with a public message, an internal note and a status change. */
async function gestionOf(citizenId: number, folio: string) {
  const categoria = await db().gestionCategoria.upsert({
    where: { nombre: "Pruebas de exportación" },
    update: {},
    create: { nombre: "Pruebas de exportación" },
  });
  const admin = await createAdmin();
  return db().gestion.create({
    data: {
      folio,
      citizen_id: citizenId,
      categoria_id: categoria.id,
      titulo: `Gestión ${folio}`,
      messages: {
        create: [
          { body: "Mensaje del ciudadano", author_type: "citizen", author_citizen_id: citizenId },
          { body: "Respuesta de la oficina", author_type: "staff", author_admin_id: admin.id },
          {
            body: "NOTA INTERNA",
            author_type: "staff",
            author_admin_id: admin.id,
            is_internal: true,
          },
        ],
      },
      statusEvents: {
        create: [
          { from_status: "new", to_status: "in_review", comment: "Revisando", admin_id: admin.id },
        ],
      },
    },
  });
}

describe("GET and PUT /api/auth-user/me", () => {
  it("changes phone and location, never names or DPI, records the change, and keeps a new e-mail pending", async () => {
    const { body, token, citizen } = await citizenWithToken();
    const changes = update({
      primer_nombre: "Otro",
      dpi: "2345678901234",
      id: 1,
      password_hash: "x",
      current_password: body.password,
    });
    const response = await call(updateMe, "/me", { method: "PUT", token, body: changes });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      id: citizen.id,
      primer_nombre: "Lucía",
      dpi: body.dpi,
      correo: body.correo,
      correo_pendiente: changes.correo,
      telefono: "77778888",
      departamento: "Sacatepéquez",
      municipio: "Antigua Guatemala",
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash|token/);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "citizen.profile_update", actor_id: citizen.id },
    });
    expect(audit.details).toEqual({
      campos: ["telefono", "departamento", "municipio"],
      password_changed: false,
    });
    expect(
      await db().emailOutbox.count({
        where: { to: body.correo, subject: "Solicitud de cambio de correo" },
      }),
    ).toBe(1);
  });

  it("gives field errors for a taken e-mail and a municipality of another department", async () => {
    const first = await citizenWithToken();
    const second = await citizenWithToken();
    const taken = await call(updateMe, "/me", {
      method: "PUT",
      token: second.token,
      body: update({ correo: first.body.correo, current_password: second.body.password }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ field: "correo", msg: "Correo ya registrado" }]);
    const place = await call(updateMe, "/me", {
      method: "PUT",
      token: second.token,
      body: update({ municipio: "Mixco" }),
    });
    expect(place.status).toBe(422);
    expect(place.body.errors).toEqual([
      { field: "municipio", msg: "Selecciona un municipio del departamento elegido." },
    ]);
    const short = await call(updateMe, "/me", {
      method: "PUT",
      token: second.token,
      body: update({ new_password: "corta" }),
    });
    expect(short.body.errors).toEqual([
      { field: "new_password", msg: "La contraseña debe tener al menos 8 caracteres." },
    ]);
    expect(await db().citizen.findUniqueOrThrow({ where: { id: first.citizen.id } })).toEqual(
      first.citizen,
    );
    expect(
      (await db().citizen.findUniqueOrThrow({ where: { id: second.citizen.id } })).correo,
    ).toBe(second.body.correo);
  });

  it("keeps the current session and closes the others when the password changes", async () => {
    const { body, token } = await citizenWithToken();
    const other = await loginToken(body.dpi, body.password);
    const response = await call(updateMe, "/me", {
      method: "PUT",
      token,
      body: update({
        correo: body.correo,
        new_password: "una-clave-nueva",
        current_password: body.password,
      }),
    });
    expect(response.status).toBe(200);
    expect((await call(me, "/me", { token })).status).toBe(200);
    expect((await call(me, "/me", { token: other })).status).toBe(401);
    await loginToken(body.dpi, "una-clave-nueva");
    expect(
      (await call(login, "/login", { body: { identifier: body.dpi, password: body.password } }))
        .status,
    ).toBe(401);
  });

  it("needs a citizen: 401 without a session, 403 for an administrator", async () => {
    expect((await call(me, "/me")).status).toBe(401);
    const admin = await createAdmin();
    const { token } = await signIn({ kind: "admin", adminId: admin.id });
    expect((await call(me, "/me", { token })).status).toBe(403);
    expect((await call(updateMe, "/me", { method: "PUT", token, body: update() })).status).toBe(
      403,
    );
    const deletion = { method: "DELETE", token, body: { current_password: "x" } };
    expect((await call(deleteMe, "/me", deletion)).status).toBe(403);
  });

  it("refuses a cookie-authenticated change sent from another site", async () => {
    const { citizen } = await citizenWithToken();
    const { actor } = await signIn({ kind: "citizen", citizenId: citizen.id });
    const response = await updateMe(
      new Request(`${BASE}/me`, {
        method: "PUT",
        headers: {
          cookie: await sessionCookie(actor.sessionId),
          origin: "https://otro-sitio.example",
          "content-type": "application/json",
        },
        body: JSON.stringify(update()),
      }),
    );
    expect(response.status).toBe(403);
    expect((await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } })).correo).toBe(
      citizen.correo,
    );
  });
});

describe("a citizen reaches only their own data", () => {
  it("reads, changes, exports and deletes only the caller's account", async () => {
    const alice = await citizenWithToken();
    const bob = await citizenWithToken();
    await gestionOf(bob.citizen.id, `EXP-${bob.citizen.id}`);

    const read = await call(me, `/me?id=${bob.citizen.id}`, { token: alice.token });
    expect(read.body.user.id).toBe(alice.citizen.id);

    await call(updateMe, "/me", {
      method: "PUT",
      token: alice.token,
      body: update({
        id: bob.citizen.id,
        citizen_id: bob.citizen.id,
        current_password: alice.body.password,
      }),
    });
    expect(await db().citizen.findUniqueOrThrow({ where: { id: bob.citizen.id } })).toEqual(
      bob.citizen,
    );

    const exported = await call(exportData, "/me/export", { token: alice.token });
    expect(exported.body.perfil.id).toBe(alice.citizen.id);
    expect(exported.body.gestiones).toEqual([]);

    await call(deleteMe, `/me?id=${bob.citizen.id}`, {
      method: "DELETE",
      token: alice.token,
      body: { current_password: alice.body.password },
    });
    expect(
      (await db().citizen.findUniqueOrThrow({ where: { id: bob.citizen.id } })).deleted_at,
    ).toBeNull();
    expect((await call(me, "/me", { token: bob.token })).status).toBe(200);
  });
});

describe("GET /api/auth-user/me/export", () => {
  it("downloads the profile, gestiones with public messages and status events as a JSON attachment", async () => {
    const { token, citizen } = await citizenWithToken();
    await gestionOf(citizen.id, `EXP-${citizen.id}`);
    const response = await exportData(
      new Request(`${BASE}/me/export`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    expect(text).not.toMatch(/NOTA INTERNA|password|hash/);
    const data = JSON.parse(text);
    expect(data.perfil).toMatchObject({ id: citizen.id, dpi: citizen.dpi, correo: citizen.correo });
    expect(data.gestiones).toHaveLength(1);
    expect(data.gestiones[0]).toMatchObject({
      folio: `EXP-${citizen.id}`,
      categoria: "Pruebas de exportación",
      status: "new",
    });
    expect(
      data.gestiones[0].mensajes.map((m: { author_type: string; body: string }) => [
        m.author_type,
        m.body,
      ]),
    ).toEqual([
      ["citizen", "Mensaje del ciudadano"],
      ["admin", "Respuesta de la oficina"],
    ]);
    expect(data.gestiones[0].estados).toEqual([
      expect.objectContaining({ from_status: "new", to_status: "in_review", comment: "Revisando" }),
    ]);
    expect(
      await db().auditLog.count({ where: { action: "citizen.export", actor_id: citizen.id } }),
    ).toBe(1);
  });
});

describe("DELETE /api/auth-user/me", () => {
  it("anonymises the account, closes all its sessions and keeps its gestiones", async () => {
    const { body, token, citizen } = await citizenWithToken();
    const other = await loginToken(body.correo, body.password);
    const gestion = await gestionOf(citizen.id, `DEL-${citizen.id}`);
    await db().passwordResetToken.create({
      data: {
        kind: "citizen",
        citizen_id: citizen.id,
        token_hash: `hash-${citizen.id}`,
        expires_at: new Date(Date.now() + 60_000),
      },
    });

    const response = await call(deleteMe, "/me", {
      method: "DELETE",
      token,
      body: { current_password: body.password },
    });
    expect(response.status).toBe(200);

    const row = await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } });
    expect(row).toMatchObject({
      primer_nombre: "Cuenta eliminada",
      segundo_nombre: null,
      tercer_nombre: null,
      primer_apellido: "",
      segundo_apellido: null,
      dpi: null,
      correo: null,
      telefono: null,
      departamento: null,
      municipio: null,
      password_hash: null,
      activo: false,
    });
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(await db().session.count({ where: { citizen_id: citizen.id, revoked_at: null } })).toBe(
      0,
    );
    expect((await call(me, "/me", { token })).status).toBe(401);
    expect((await call(me, "/me", { token: other })).status).toBe(401);
    expect(await db().passwordResetToken.count({ where: { citizen_id: citizen.id } })).toBe(0);
    expect(await db().gestion.findUnique({ where: { id: gestion.id } })).toMatchObject({
      citizen_id: citizen.id,
    });
    expect(
      await db().auditLog.count({ where: { action: "citizen.delete", actor_id: citizen.id } }),
    ).toBe(1);

    // The DPI and e-mail are free again, and the old credentials open nothing.
    expect(
      (await call(login, "/login", { body: { identifier: body.dpi, password: body.password } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(register, "/register", {
          body: { ...citizenRegistration(), dpi: body.dpi, correo: body.correo },
        })
      ).status,
    ).toBe(201);
  });
});
