import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getOne, PUT as putOne } from "@/app/api/auth/admin/[id]/route";
import { PATCH as patchStatus } from "@/app/api/auth/admin/[id]/status/route";
import { GET as list } from "@/app/api/auth/admins/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as register } from "@/app/api/auth/register/route";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { makeCui } from "@/lib/locations";
import { createAdmin, signIn } from "./support/helpers";
import { DPI_NUMBER_INVALID } from "@/lib/locations/dpi-text";

const BASE = "http://localhost:3000";
/** A random valid CUI: 8-digit serial, its check digit, department 01 and municipality 01. */
function makeRandomCui(): string {
  for (;;) {
    try {
      return makeCui(String(Math.floor(Math.random() * 1e8)).padStart(8, "0"), 1, 1);
    } catch {
      // A serial whose check digit would be 10 has no CUI: draw again.
    }
  }
}
let managerToken: string;
let editorToken: string;
let editorId: number;

const unique = () => randomUUID().slice(0, 8);

function call(
  handler: (
    request: Request,
    context: { params: Promise<Record<string, string>> },
  ) => Promise<Response>,
  {
    method = "GET",
    path = "",
    token,
    body,
    id,
  }: { method?: string; path?: string; token?: string; body?: unknown; id?: number },
) {
  return handler(
    new Request(`${BASE}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    { params: Promise.resolve<Record<string, string>>(id === undefined ? {} : { id: String(id) }) },
  );
}

const newAdmin = (overrides: Record<string, unknown> = {}) => ({
  nombre1: "Luis",
  apellido1: "García",
  email: `nuevo-${unique()}@prueba.gt`,
  codigo_pais: "502",
  numero_local: "55512345",
  departamento: "Guatemala",
  municipio: "Mixco",
  rol: "UserAdminNivel2",
  password: "Inicial#2026",
  ...overrides,
});

beforeAll(async () => {
  managerToken = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id }))
    .token;
  const editor = await createAdmin("UserAdminNivel1");
  editorId = editor.id;
  editorToken = (await signIn({ kind: "admin", adminId: editor.id })).token;
});

describe("POST /api/auth/register", () => {
  it("creates an administrator, returns it without secrets, and records it", async () => {
    const dpi = makeRandomCui();
    const response = await call(register, {
      method: "POST",
      token: managerToken,
      body: newAdmin({ dpi }),
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ nombre1: "Luis", rol: "UserAdminNivel2", estado: true, dpi });
    expect(JSON.stringify(created)).not.toMatch(/password|hash/);
    const row = await db().admin.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(
      await db().auditLog.count({
        where: { action: "admin.create", entity_id: String(created.id) },
      }),
    ).toBe(1);
  });

  it("answers the spec's texts for missing fields and a wrong role", async () => {
    for (const missing of ["nombre1", "apellido1", "email", "password"]) {
      const response = await call(register, {
        method: "POST",
        token: managerToken,
        body: newAdmin({ [missing]: "" }),
      });
      expect(response.status).toBe(422);
      expect((await response.json()).message).toBe(
        "Por favor completa los campos obligatorios: Nombre1, Apellido1, Email y Password.",
      );
    }
    const role = await call(register, {
      method: "POST",
      token: managerToken,
      body: newAdmin({ rol: "SuperAdmin" }),
    });
    expect(role.status).toBe(422);
    expect((await role.json()).message).toBe("Rol inválido.");
  });

  it("applies the password rule, the CUI check and the location check", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: "Ab#1" }, "La contraseña debe tener al menos 8 caracteres."],
      [
        { password: "sinmayuscula1#" },
        "La contraseña debe tener al menos una letra mayúscula, un número y un símbolo especial.",
      ],
      [{ dpi: "1234567890123" }, DPI_NUMBER_INVALID],
      [{ dpi: "12345" }, "DPI debe tener 13 dígitos."],
      [{ municipio: "Antigua Guatemala" }, "Selecciona un municipio válido."],
      [{ email: "no-es-correo" }, "Por favor ingresa un correo válido."],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(register, {
        method: "POST",
        token: managerToken,
        body: newAdmin(overrides),
      });
      expect(response.status, message).toBe(422);
      const body = await response.json();
      expect(body.errors.map((error: { msg: string }) => error.msg)).toContain(message);
    }
  });

  it("uses Guatemala's country code when none is given", async () => {
    const response = await call(register, {
      method: "POST",
      token: managerToken,
      body: newAdmin({ codigo_pais: "" }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).codigo_pais).toBe("502");
  });

  it("refuses a duplicate e-mail with 409 and a field error", async () => {
    const email = `dup-${unique()}@prueba.gt`;
    expect(
      (await call(register, { method: "POST", token: managerToken, body: newAdmin({ email }) }))
        .status,
    ).toBe(201);
    const again = await call(register, {
      method: "POST",
      token: managerToken,
      body: newAdmin({ email: email.toUpperCase() }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).errors).toEqual([
      { field: "email", msg: "Ya existe un administrador con ese correo." },
    ]);
  });

  it("is refused (403) to roles without admins.manage, and 401 without a session", async () => {
    expect(
      (await call(register, { method: "POST", token: editorToken, body: newAdmin() })).status,
    ).toBe(403);
    expect((await call(register, { method: "POST", body: newAdmin() })).status).toBe(401);
  });
});

describe("team reads", () => {
  it("lists administrators in pages, searchable and sortable, for managers only", async () => {
    const tag = unique();
    for (const name of ["Beatriz", "Alberto", "Carla"]) {
      await call(register, {
        method: "POST",
        token: managerToken,
        body: newAdmin({ nombre1: name, apellido1: tag }),
      });
    }
    // `sort` is the order's older name, still read from old links.
    for (const order of ["orderBy", "sort"]) {
      const response = await call(list, {
        token: managerToken,
        path: `/api/auth/admins?q=${tag}&${order}=nombre&dir=desc&pageSize=2`,
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(body.items.map((item: { nombre1: string }) => item.nombre1)).toEqual([
        "Carla",
        "Beatriz",
      ]);
      expect(JSON.stringify(body)).not.toMatch(/password|hash/);
    }
    expect((await call(list, { token: editorToken })).status).toBe(403);
  });

  it("GET /api/auth/admin/{id}: detail, 404 and 403", async () => {
    const ok = await call(getOne, { token: managerToken, id: editorId });
    expect(ok.status).toBe(200);
    expect((await ok.json()).id).toBe(editorId);
    const missing = await call(getOne, { token: managerToken, id: 99_999_999 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      code: "NOT_FOUND",
      message: "Administrador no encontrado.",
    });
    expect((await call(getOne, { token: editorToken, id: editorId })).status).toBe(403);
  });

  it("GET /api/auth/me answers the caller's profile to every role", async () => {
    const response = await call(me, { token: editorToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: editorId, rol: "UserAdminNivel1" });
  });
});

describe("PUT /api/auth/admin/{id}", () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    nombre1: "Editora",
    apellido1: "Prueba",
    dpi: makeRandomCui(),
    email: `perfil-${unique()}@prueba.gt`,
    codigo_pais: "+502",
    numero_local: "5555 1234",
    departamento: "",
    municipio: "",
    ...overrides,
  });

  it("lets any role edit its own profile without rol and estado (a new e-mail with its password)", async () => {
    const password = "Editora#2026";
    await db().admin.update({
      where: { id: editorId },
      data: { password_hash: await hashPassword(password) },
    });
    const body = profile({ current_password: password });
    const response = await call(putOne, { method: "PUT", token: editorToken, id: editorId, body });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      nombre1: "Editora",
      codigo_pais: "502",
      numero_local: "55551234",
      departamento: null,
      rol: "UserAdminNivel1",
    });
    const audit = await db().auditLog.findFirst({
      where: { action: "admin.profile_update", entity_id: String(editorId) },
    });
    expect(audit?.details).toMatchObject({ fields: expect.arrayContaining(["nombre1", "email"]) });
  });

  it("requires dpi and codigo_pais on the own profile", async () => {
    const response = await call(putOne, {
      method: "PUT",
      token: editorToken,
      id: editorId,
      body: profile({ dpi: "", codigo_pais: "" }),
    });
    expect(response.status).toBe(422);
    const messages = (await response.json()).errors.map((error: { msg: string }) => error.msg);
    expect(messages).toEqual(
      expect.arrayContaining(["El DPI es obligatorio.", "El código de país es obligatorio."]),
    );
  });

  it("refuses rol or estado, or another id, to roles without admins.manage", async () => {
    const ownRole = await call(putOne, {
      method: "PUT",
      token: editorToken,
      id: editorId,
      body: { ...profile(), rol: "AdminNivel1" },
    });
    expect(ownRole.status).toBe(403);
    const other = await createAdmin("UserAdminNivel4");
    const otherEdit = await call(putOne, {
      method: "PUT",
      token: editorToken,
      id: other.id,
      body: profile(),
    });
    expect(otherEdit.status).toBe(403);
    expect((await db().admin.findUniqueOrThrow({ where: { id: editorId } })).rol).toBe(
      "UserAdminNivel1",
    );
  });

  it("lets a manager change another administrator's role, and 404s an unknown id", async () => {
    const target = await createAdmin("UserAdminNivel3");
    const response = await call(putOne, {
      method: "PUT",
      token: managerToken,
      id: target.id,
      body: profile({ rol: "AdminNivel2" }),
    });
    const body = await response.json();
    if (response.status !== 200) throw new Error(JSON.stringify(body));
    expect(body.rol).toBe("AdminNivel2");
    const missing = await call(putOne, {
      method: "PUT",
      token: managerToken,
      id: 99_999_998,
      body: profile({ rol: "AdminNivel2" }),
    });
    expect(missing.status).toBe(404);
  });
});

describe("PATCH /api/auth/admin/{id}/status", () => {
  it("refuses to deactivate oneself and validates the body", async () => {
    const manager = await createAdmin("AdminNivel1");
    const { token } = await signIn({ kind: "admin", adminId: manager.id });
    const self = await call(patchStatus, {
      method: "PATCH",
      token,
      id: manager.id,
      body: { estado: false },
    });
    expect(self.status).toBe(422);
    expect((await self.json()).message).toBe("No puedes desactivar tu propia cuenta.");
    const bad = await call(patchStatus, {
      method: "PATCH",
      token,
      id: editorId,
      body: { estado: "no" },
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await call(patchStatus, {
          method: "PATCH",
          token: editorToken,
          id: manager.id,
          body: { estado: false },
        })
      ).status,
    ).toBe(403);
  });
});

describe("ranks", () => {
  const teamEdit = (account: { email: string; rol: string }, overrides = {}) => ({
    nombre1: "Cambiado",
    apellido1: "Por Otro",
    dpi: makeRandomCui(),
    email: account.email,
    codigo_pais: "502",
    rol: account.rol,
    ...overrides,
  });
  const accountState = async (id: number) => ({
    row: await db().admin.findUniqueOrThrow({ where: { id } }),
    openSessions: await db().session.count({ where: { admin_id: id, revoked_at: null } }),
  });

  it("AdminNivel2 creating, editing or deactivating an AdminNivel1 → 403 and nothing changed", async () => {
    const email = `escalada-${unique()}@prueba.gt`;
    const created = await call(register, {
      method: "POST",
      token: managerToken,
      body: newAdmin({ email, rol: "AdminNivel1" }),
    });
    expect(created.status).toBe(403);
    expect((await created.json()).message).toBe("No puedes asignar un rol superior al tuyo.");
    expect(await db().admin.count({ where: { email } })).toBe(0);

    const top = await createAdmin("AdminNivel1");
    await signIn({ kind: "admin", adminId: top.id });
    const before = await accountState(top.id);
    for (const body of [
      teamEdit(top),
      teamEdit(top, { rol: "AdminNivel2" }),
      teamEdit(top, { email: `tomado-${unique()}@prueba.gt` }),
      teamEdit(top, { estado: false }),
    ]) {
      const edited = await call(putOne, { method: "PUT", token: managerToken, id: top.id, body });
      expect(edited.status).toBe(403);
      expect((await edited.json()).message).toBe(
        "No puedes modificar una cuenta de rango superior al tuyo.",
      );
    }
    const deactivated = await call(patchStatus, {
      method: "PATCH",
      token: managerToken,
      id: top.id,
      body: { estado: false },
    });
    expect(deactivated.status).toBe(403);
    expect(await accountState(top.id)).toEqual(before);
    expect(before.openSessions).toBe(1);
  });

  it("AdminNivel2 cannot promote anyone, itself included, to AdminNivel1", async () => {
    const manager = await createAdmin("AdminNivel2");
    const { token } = await signIn({ kind: "admin", adminId: manager.id });
    const peer = await createAdmin("UserAdminNivel2");
    for (const target of [manager, peer]) {
      const response = await call(putOne, {
        method: "PUT",
        token,
        id: target.id,
        body: teamEdit(target, { rol: "AdminNivel1" }),
      });
      expect(response.status).toBe(403);
      expect((await db().admin.findUniqueOrThrow({ where: { id: target.id } })).rol).toBe(
        target.rol,
      );
    }
  });

  it("a new e-mail set by someone else: the old address is told and the account's sessions end", async () => {
    const target = await createAdmin("UserAdminNivel2");
    const theirs = await signIn({ kind: "admin", adminId: target.id });
    const newEmail = `nuevo-${unique()}@prueba.gt`;
    const response = await call(putOne, {
      method: "PUT",
      token: managerToken,
      id: target.id,
      body: teamEdit(target, { email: newEmail }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).email).toBe(newEmail);
    const notice = await db().emailOutbox.findFirstOrThrow({ where: { to: target.email } });
    expect(notice.subject).toBe("El correo de tu cuenta de administración cambió");
    expect(notice.text).not.toContain(newEmail);
    expect(await db().session.count({ where: { admin_id: target.id, revoked_at: null } })).toBe(0);
    expect((await call(me, { token: theirs.token })).status).toBe(401);
  });

  it("an edit that keeps the e-mail tells nobody and ends no session", async () => {
    const target = await createAdmin("UserAdminNivel3");
    await signIn({ kind: "admin", adminId: target.id });
    const response = await call(putOne, {
      method: "PUT",
      token: managerToken,
      id: target.id,
      body: teamEdit(target),
    });
    expect(response.status).toBe(200);
    expect(await db().emailOutbox.count({ where: { to: target.email } })).toBe(0);
    expect(await db().session.count({ where: { admin_id: target.id, revoked_at: null } })).toBe(1);
  });

  it("the team edit takes a DPI of exactly 13 digits with a valid CUI, as everywhere (product.md §A.5)", async () => {
    const target = await createAdmin("UserAdminNivel3");
    for (const [dpi, message] of [
      ["123456789012", "DPI debe tener 13 dígitos."],
      ["1234567890123", DPI_NUMBER_INVALID],
    ]) {
      const response = await call(putOne, {
        method: "PUT",
        token: managerToken,
        id: target.id,
        body: teamEdit(target, { dpi }),
      });
      expect(response.status, dpi).toBe(422);
      const messages = (await response.json()).errors.map((error: { msg: string }) => error.msg);
      expect(messages).toContain(message);
    }
  });

  it("one's own e-mail changes only on the own profile (with the current password), not the team edit", async () => {
    const manager = await createAdmin("AdminNivel2");
    const { token } = await signIn({ kind: "admin", adminId: manager.id });
    const response = await call(putOne, {
      method: "PUT",
      token,
      id: manager.id,
      body: teamEdit(manager, { email: `propio-${unique()}@prueba.gt` }),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual([
      { field: "email", msg: "Cambia tu correo desde tu perfil, con tu contraseña actual." },
    ]);
    expect((await db().admin.findUniqueOrThrow({ where: { id: manager.id } })).email).toBe(
      manager.email,
    );
  });
});
