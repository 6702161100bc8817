// The office's administration of citizen accounts through the real route handlers (product.md §B.2–§9):
// the list under every filter and sort, the detail (audited), the edit with the spec's texts and the
// CUI and uniqueness checks, activation, soft delete and restore (sessions closed at once, sign-in
// refused until reversed), and the Excel export of every matching row, read back with exceljs.
import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as remove, GET as getOne, PUT as update } from "@/app/api/admin/users/[id]/route";
import { POST as restore } from "@/app/api/admin/users/[id]/restore/route";
import { PATCH as setStatus } from "@/app/api/admin/users/[id]/status/route";
import { GET as exportXlsx } from "@/app/api/admin/users/export/route";
import { GET as list } from "@/app/api/admin/users/route";
import { csvCell } from "@/lib/format/spreadsheet";
import { hashPassword } from "@/lib/auth/passwords";
import { actorForSession } from "@/lib/auth/sessions";
import { loginCitizen } from "@/lib/citizens/sign-in-service";
import { db } from "@/lib/db";
import { makeCui } from "@/lib/locations";

import { call, expectGuarded, makeCallers, type Callers } from "./support/content-helpers";
import { createCatalog } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";
import { DPI_NUMBER_INVALID } from "@/lib/locations/dpi-text";
import { uniqueCui } from "../support/citizen-data";

const PASSWORD = "clave-ciudadana-1";
let callers: Callers;
let admin: string;
let adminId: number;

/** A tag no other row has: searched for, it isolates a test's own citizens. */
const newTag = () =>
  `zq${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;

interface Fields {
  primer_nombre?: string;
  segundo_nombre?: string | null;
  tercer_nombre?: string | null;
  primer_apellido?: string;
  segundo_apellido?: string | null;
  correo?: string | null;
  dpi?: string | null;
  telefono?: string | null;
  departamento?: string | null;
  municipio?: string | null;
  activo?: boolean;
  deleted_at?: Date | null;
  password_hash?: string | null;
}

async function citizen(fields: Fields = {}) {
  const dpi = fields.dpi === undefined ? uniqueCui() : fields.dpi;
  return db().citizen.create({
    data: {
      primer_nombre: "Lucía",
      primer_apellido: "Ajú",
      correo: `admin-ciudadanos-${randomUUID().slice(0, 8)}@prueba.gt`,
      telefono: "55551234",
      departamento: "Guatemala",
      municipio: "Mixco",
      ...fields,
      dpi,
    },
  });
}

const ids = async (query: string, token = admin) => {
  const page = await call(list, { token, path: `/api/admin/users?pageSize=100&${query}` });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body.items.map((item: { id: number }) => item.id) as number[];
};

const auditOf = (action: string, entityId?: number) =>
  db().auditLog.findMany({
    where: { action, ...(entityId ? { entity_id: String(entityId) } : {}) },
    orderBy: { id: "desc" },
  });

beforeAll(async () => {
  callers = await makeCallers();
  adminId = (await createAdmin("AdminNivel1")).id;
  admin = (await signIn({ kind: "admin", adminId })).token;
});

describe("GET /api/admin/users", () => {
  it("answers { items, meta: { total, pages } } without password hashes, 20 a page by default", async () => {
    const tag = newTag();
    for (let i = 0; i < 3; i++) await citizen({ primer_apellido: `${tag}`, password_hash: "x" });
    const page = await call(list, { token: admin, path: `/api/admin/users?q=${tag}` });
    expect(page.status).toBe(200);
    expect(page.body.meta).toEqual({ total: 3, pages: 1, page: 1, pageSize: 20 });
    expect(page.body.items).toHaveLength(3);
    expect(page.body.items[0]).toMatchObject({
      primer_nombre: "Lucía",
      primer_apellido: tag,
      nombre: `${tag}, Lucía`,
      activo: true,
      deleted_at: null,
      anonimizado: false,
    });
    expect(JSON.stringify(page.body)).not.toMatch(/password|hash/i);
    const small = await call(list, { token: admin, path: `/api/admin/users?q=${tag}&pageSize=10` });
    expect(small.body.meta).toMatchObject({ total: 3, pages: 1, pageSize: 10 });
  });

  it("searches names, DPI and e-mail: accent- and case-insensitive, partial words in any order", async () => {
    const tag = newTag();
    const dpi = uniqueCui();
    const a = await citizen({
      primer_nombre: "Ángela",
      primer_apellido: `Xocóp${tag}`,
      dpi,
      correo: `angela.${tag}@Correo.gt`.toLowerCase(),
    });
    const b = await citizen({ primer_nombre: "Andrés", primer_apellido: `Pérez${tag}` });
    expect(await ids(`q=ANGELA xocop${tag}`)).toEqual([a.id]);
    expect(await ids(`q=${tag}pe ANDRES`)).toEqual([]);
    expect(await ids(`q=perez${tag} andr`)).toEqual([b.id]);
    expect(await ids(`q=${dpi.slice(2, 11)}`)).toEqual([a.id]);
    expect(await ids(`q=${encodeURIComponent(`ANGELA.${tag}@CORREO`)}`)).toEqual([a.id]);
    expect(await ids(`q=${tag}`)).toEqual(expect.arrayContaining([a.id, b.id]));
    // LIKE's wildcards are plain characters in a search.
    expect(await ids(`q=${encodeURIComponent(`${tag}%`)}`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(`${tag.slice(0, 3)}_`)}`)).toEqual([]);
  });

  it("filters by department, municipality, active and deleted", async () => {
    const tag = newTag();
    const mixco = await citizen({ primer_apellido: tag });
    const antigua = await citizen({
      primer_apellido: tag,
      departamento: "Sacatepéquez",
      municipio: "Antigua Guatemala",
    });
    const inactive = await citizen({ primer_apellido: tag, activo: false });
    const deleted = await citizen({ primer_apellido: tag, deleted_at: new Date() });
    const sorted = (values: number[]) => [...values].sort((x, y) => x - y);
    expect(sorted(await ids(`q=${tag}`))).toEqual([mixco.id, antigua.id, inactive.id]);
    expect(await ids(`q=${tag}&departamento=Sacatep%C3%A9quez`)).toEqual([antigua.id]);
    expect(sorted(await ids(`q=${tag}&departamento=Guatemala&municipio=Mixco`))).toEqual([
      mixco.id,
      inactive.id,
    ]);
    expect(await ids(`q=${tag}&activo=0`)).toEqual([inactive.id]);
    expect(sorted(await ids(`q=${tag}&activo=1`))).toEqual([mixco.id, antigua.id]);
    expect(await ids(`q=${tag}&activo=`)).toHaveLength(3);
    expect(await ids(`q=${tag}&eliminados=solo`)).toEqual([deleted.id]);
    expect(await ids(`q=${tag}&eliminados=incluir`)).toHaveLength(4);
  });

  it("sorts by name (surname first, accents ignored), DPI and e-mail, both ways, and pages", async () => {
    const tag = newTag();
    const rows = [
      await citizen({
        primer_apellido: `Álvarez ${tag}`,
        correo: `c-${tag}@prueba.gt`,
        dpi: makeCui("30000001", 1, 1),
      }),
      await citizen({
        primer_apellido: `Beltrán ${tag}`,
        correo: `a-${tag}@prueba.gt`,
        dpi: makeCui("10000003", 1, 1),
      }),
      await citizen({
        primer_apellido: `Zapeta ${tag}`,
        correo: `b-${tag}@prueba.gt`,
        dpi: makeCui("20000002", 1, 1),
      }),
    ];
    const [alvarez, beltran, zapeta] = rows.map((row) => row.id) as [number, number, number];
    expect(await ids(`q=${tag}&orderBy=nombre`)).toEqual([alvarez, beltran, zapeta]);
    expect(await ids(`q=${tag}&orderBy=nombre&dir=desc`)).toEqual([zapeta, beltran, alvarez]);
    expect(await ids(`q=${tag}&orderBy=dpi`)).toEqual([beltran, zapeta, alvarez]);
    expect(await ids(`q=${tag}&orderBy=correo&dir=desc`)).toEqual([alvarez, zapeta, beltran]);
    expect(await ids(`q=${tag}`)).toEqual([zapeta, beltran, alvarez]);
    const second = await call(list, {
      token: admin,
      path: `/api/admin/users?q=${tag}&orderBy=nombre&pageSize=10&page=2`,
    });
    expect(second.body).toEqual({ items: [], meta: { total: 3, pages: 1, page: 2, pageSize: 10 } });
  });

  it.each([
    ["pageSize=101", "El tamaño de página debe estar entre 1 y 100."],
    ["orderBy=apellido", "Ordena por nombre, dpi o correo."],
    ["dir=arriba", "La dirección es asc o desc."],
    ["activo=2", "El filtro de estado es 1 (activos) o 0 (inactivos)."],
    ["eliminados=todos", "El filtro de eliminados es «incluir» o «solo»."],
    ["departamento=Narnia", "Selecciona un departamento de la lista."],
    ["municipio=Mixco", "Elige primero el departamento."],
    [
      "departamento=Pet%C3%A9n&municipio=Mixco",
      "Selecciona un municipio del departamento elegido.",
    ],
    ["page=0", "La página no es válida."],
    [`q=${"a".repeat(101)}`, "La búsqueda es demasiado larga."],
  ])("refuses %s with 422 and a Spanish message", async (query, message) => {
    const answer = await call(list, { token: admin, path: `/api/admin/users?${query}` });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
  });

  it("refuses a NUL byte in the query (400)", async () => {
    const answer = await call(list, { token: admin, path: "/api/admin/users?q=a%00b" });
    expect(answer.status).toBe(400);
  });
});

describe("who may call the citizens routes", () => {
  it("anonymous 401; a citizen and every UserAdminNivel role 403; AdminNivel2 allowed", async () => {
    const target = await citizen();
    const params = { id: target.id };
    await expectGuarded(callers, list, { path: "/api/admin/users" });
    await expectGuarded(callers, getOne, { path: `/api/admin/users/${target.id}`, params });
    await expectGuarded(callers, update, {
      method: "PUT",
      path: `/api/admin/users/${target.id}`,
      params,
      json: { primer_nombre: "X", primer_apellido: "Y", correo: "x@y.gt" },
    });
    await expectGuarded(callers, setStatus, {
      method: "PATCH",
      path: `/api/admin/users/${target.id}/status`,
      params,
      json: { active: false },
    });
    await expectGuarded(callers, remove, {
      method: "DELETE",
      path: `/api/admin/users/${target.id}`,
      params,
    });
    await expectGuarded(callers, restore, {
      method: "POST",
      path: `/api/admin/users/${target.id}/restore`,
      params,
    });
    await expectGuarded(callers, exportXlsx, { path: "/api/admin/users/export" });
    const untouched = await db().citizen.findUniqueOrThrow({ where: { id: target.id } });
    expect(untouched).toMatchObject({ activo: true, deleted_at: null, primer_apellido: "Ajú" });
    const asLevel2 = await call(getOne, {
      token: callers.admin2,
      path: `/api/admin/users/${target.id}`,
      params,
    });
    expect(asLevel2.status).toBe(200);
  });
});

describe("GET /api/admin/users/{id}", () => {
  it("answers { user } with the citizen's gestiones, and records the view", async () => {
    const target = await citizen({ primer_nombre: "Marta", segundo_apellido: "Coj" });
    const catalog = await createCatalog();
    const gestion = await db().gestion.create({
      data: {
        folio: `GT-${randomUUID().slice(0, 8)}`,
        titulo: "Alumbrado público",
        citizen_id: target.id,
        categoria_id: catalog.categoria.id,
        status: "in_progress",
      },
    });
    const answer = await call(getOne, {
      token: admin,
      path: `/api/admin/users/${target.id}`,
      params: { id: target.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      id: target.id,
      nombre: "Ajú Coj, Marta",
      dpi: target.dpi,
      telefono: "55551234",
      departamento: "Guatemala",
      municipio: "Mixco",
      total_gestiones: 1,
      gestiones: [
        {
          id: gestion.id,
          folio: gestion.folio,
          titulo: "Alumbrado público",
          status: "in_progress",
          categoria: catalog.categoria.nombre,
        },
      ],
    });
    expect(answer.body.user.created_at).toBe(target.created_at.toISOString());
    expect(JSON.stringify(answer.body)).not.toMatch(/password/i);
    const [audit] = await auditOf("citizen.view", target.id);
    expect(audit).toMatchObject({ actor_type: "admin", actor_id: adminId, entity: "citizen" });
  });

  it("answers 404 'El ciudadano no existe.' for an unknown id and 422 for a malformed one", async () => {
    const unknown = await call(getOne, {
      token: admin,
      path: "/api/admin/users/987654",
      params: { id: 987654 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("El ciudadano no existe.");
    for (const id of ["abc", "-1", "1.5", "99999999999"]) {
      const bad = await call(getOne, {
        token: admin,
        path: `/api/admin/users/${id}`,
        params: { id },
      });
      expect(bad.status, id).toBe(422);
      expect(bad.body.message).toBe("Identificador no válido.");
    }
  });
});

describe("PUT /api/admin/users/{id}", () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    primer_nombre: "Rosa",
    segundo_nombre: "Elvira",
    tercer_nombre: "",
    primer_apellido: "Tzul",
    segundo_apellido: "",
    dpi: uniqueCui(),
    correo: `Rosa.${randomUUID().slice(0, 8)}@Prueba.gt`,
    telefono: "4455-6677",
    departamento: "Totonicapán",
    municipio: "Momostenango",
    ...overrides,
  });
  const put = (id: number, json: unknown) =>
    call(update, {
      method: "PUT",
      token: admin,
      path: `/api/admin/users/${id}`,
      params: { id },
      json,
    });

  it("replaces the editable fields, announces a new e-mail to the old one, and records the fields changed", async () => {
    const target = await citizen();
    const values = body();
    const answer = await put(target.id, values);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      message: "Cambios guardados.",
      user: {
        id: target.id,
        primer_nombre: "Rosa",
        segundo_nombre: "Elvira",
        tercer_nombre: null,
        segundo_apellido: null,
        dpi: values.dpi,
        correo: values.correo.toLowerCase(),
        telefono: "44556677",
        departamento: "Totonicapán",
        municipio: "Momostenango",
      },
    });
    const [audit] = await auditOf("citizen.update", target.id);
    expect((audit!.details as { campos: string[] }).campos.sort()).toEqual(
      [
        "correo",
        "departamento",
        "dpi",
        "municipio",
        "primer_apellido",
        "primer_nombre",
        "segundo_nombre",
        "telefono",
      ].sort(),
    );
    const notice = await db().emailOutbox.findFirst({ where: { to: target.correo! } });
    expect(notice?.text).toContain(values.correo.toLowerCase());
    // Optional fields may be emptied; the DPI too.
    const cleared = await put(target.id, {
      primer_nombre: "Rosa",
      primer_apellido: "Tzul",
      correo: values.correo,
      dpi: "",
    });
    expect(cleared.body.user).toMatchObject({
      dpi: null,
      telefono: null,
      departamento: null,
      municipio: null,
      segundo_nombre: null,
    });
  });

  it.each([
    [
      { primer_nombre: "  " },
      "primer_nombre",
      "Primer nombre, primer apellido y correo son obligatorios.",
    ],
    [
      { primer_apellido: undefined },
      "primer_apellido",
      "Primer nombre, primer apellido y correo son obligatorios.",
    ],
    [{ correo: "" }, "correo", "Primer nombre, primer apellido y correo son obligatorios."],
    [{ dpi: "12345" }, "dpi", "DPI debe tener 13 dígitos."],
    [{ dpi: "1234567800101" }, "dpi", DPI_NUMBER_INVALID],
    [{ correo: "no-es-correo" }, "correo", "Correo electrónico inválido."],
    [{ telefono: "1234" }, "telefono", "El teléfono debe tener 8 dígitos."],
    [
      { departamento: "Narnia", municipio: "" },
      "departamento",
      "Selecciona un departamento de la lista.",
    ],
    [{ municipio: "Mixco" }, "municipio", "Selecciona un municipio del departamento elegido."],
    [{ departamento: "", municipio: "Mixco" }, "municipio", "Elige primero el departamento."],
    [
      { primer_nombre: "R2D2" },
      "primer_nombre",
      "Usa solo letras, espacios, apóstrofos o guiones.",
    ],
  ])("refuses %o with 422 on %s: %s", async (overrides, field, message) => {
    const target = await citizen();
    const answer = await put(target.id, body(overrides));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ field, msg: message });
    expect((await db().citizen.findUniqueOrThrow({ where: { id: target.id } })).primer_nombre).toBe(
      "Lucía",
    );
  });

  it("refuses a DPI or an e-mail another account holds (409, per field)", async () => {
    const other = await citizen();
    const target = await citizen();
    const answer = await put(
      target.id,
      body({ dpi: other.dpi, correo: other.correo!.toUpperCase() }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual([
      { field: "dpi", msg: "DPI ya registrado" },
      { field: "correo", msg: "Correo ya registrado" },
    ]);
    // Its own DPI and e-mail are no conflict.
    const own = await put(target.id, body({ dpi: target.dpi, correo: target.correo }));
    expect(own.status).toBe(200);
  });

  it("answers 400 to malformed JSON, 422 to a non-object, 404 to an unknown id", async () => {
    const target = await citizen();
    for (const json of ["{primer", "[1,2]", "null", '"texto"', "42", "true"]) {
      const answer = await put(target.id, json);
      expect([400, 422], json).toContain(answer.status);
    }
    expect((await put(target.id, "{nope")).status).toBe(400);
    const unknown = await put(987654, body());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("El ciudadano no existe.");
  });

  it("refuses to edit an account its owner deleted (409)", async () => {
    const gone = await citizen({ correo: null, dpi: null, deleted_at: new Date(), activo: false });
    const answer = await put(gone.id, body());
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/eliminada por su titular/);
  });
});

/** A citizen with a password and an open session (a bearer token). */
async function signedInCitizen() {
  const target = await citizen({ password_hash: await hashPassword(PASSWORD) });
  const { actor, token } = await signIn({ kind: "citizen", citizenId: target.id });
  return { target, sessionId: actor.sessionId, token };
}

const canSignIn = async (dpi: string) => {
  try {
    await loginCitizen(
      { identifier: dpi, password: PASSWORD },
      { ip: `10.9.${Math.floor(Math.random() * 250)}.1` },
    );
    return true;
  } catch (error) {
    expect((error as { code?: string }).code).toBe("UNAUTHENTICATED");
    return false;
  }
};

describe("PATCH /api/admin/users/{id}/status", () => {
  const patch = (id: number, json: unknown) =>
    call(setStatus, {
      method: "PATCH",
      token: admin,
      path: `/api/admin/users/${id}/status`,
      params: { id },
      json,
    });

  it("deactivating closes every session at once and refuses sign-in until activated", async () => {
    const { target, sessionId } = await signedInCitizen();
    const off = await patch(target.id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      ok: true,
      message: "Cuenta desactivada; sus sesiones se cerraron.",
      user: { id: target.id, activo: false },
    });
    expect(await actorForSession(sessionId)).toBeNull();
    const session = await db().session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(session.revoked_at).not.toBeNull();
    expect(await canSignIn(target.dpi!)).toBe(false);
    const on = await patch(target.id, { active: true });
    expect(on.body).toMatchObject({ message: "Cuenta activada.", user: { activo: true } });
    expect(await canSignIn(target.dpi!)).toBe(true);
    expect((await auditOf("citizen.deactivate", target.id))[0]?.details).toEqual({ antes: true });
    expect(await auditOf("citizen.activate", target.id)).toHaveLength(1);
  });

  it.each([[{}], [{ active: "quizá" }], [{ active: null }]])(
    "refuses %o with 422 'Indica si la cuenta queda activa…'",
    async (json) => {
      const target = await citizen();
      const answer = await patch(target.id, json);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe("Indica si la cuenta queda activa (active: true o false).");
    },
  );

  it("answers 404 for an unknown id and 400 for malformed JSON", async () => {
    expect((await patch(987654, { active: true })).status).toBe(404);
    expect((await patch(1, "{active")).status).toBe(400);
  });
});

describe("DELETE /api/admin/users/{id} and POST …/restore", () => {
  const del = (id: number) =>
    call(remove, {
      method: "DELETE",
      token: admin,
      path: `/api/admin/users/${id}`,
      params: { id },
    });
  const undo = (id: number) =>
    call(restore, {
      method: "POST",
      token: admin,
      path: `/api/admin/users/${id}/restore`,
      params: { id },
    });

  it("a soft delete hides the account, closes its sessions and refuses sign-in; restoring brings it back", async () => {
    const { target, sessionId } = await signedInCitizen();
    const tag = newTag();
    await db().citizen.update({ where: { id: target.id }, data: { primer_apellido: tag } });
    const deleted = await del(target.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.user.deleted_at).not.toBeNull();
    expect(await actorForSession(sessionId)).toBeNull();
    expect(await canSignIn(target.dpi!)).toBe(false);
    expect(await ids(`q=${tag}`)).toEqual([]);
    expect(await ids(`q=${tag}&eliminados=solo`)).toEqual([target.id]);
    // Deleting again changes nothing and records nothing more.
    expect((await del(target.id)).status).toBe(200);
    expect(await auditOf("citizen.soft_delete", target.id)).toHaveLength(1);

    const restored = await undo(target.id);
    expect(restored.body).toMatchObject({
      ok: true,
      message: "Cuenta restaurada.",
      user: { deleted_at: null },
    });
    expect(await ids(`q=${tag}`)).toEqual([target.id]);
    expect(await canSignIn(target.dpi!)).toBe(true);
    expect(await auditOf("citizen.restore", target.id)).toHaveLength(1);
    // The detail of the stored row keeps every field: a soft delete erases nothing.
    const row = await db().citizen.findUniqueOrThrow({ where: { id: target.id } });
    expect(row).toMatchObject({ dpi: target.dpi, correo: target.correo, primer_apellido: tag });
  });

  it("cannot restore an account its owner deleted (409), and answers 404 for unknown ids", async () => {
    const gone = await citizen({ correo: null, dpi: null, deleted_at: new Date(), activo: false });
    const answer = await undo(gone.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      "La cuenta fue eliminada por su titular y sus datos personales ya no existen: no se puede editar ni restaurar.",
    );
    expect((await del(987654)).status).toBe(404);
    expect((await undo(987654)).status).toBe(404);
  });
});

describe("GET /api/admin/users/export", () => {
  async function download(query: string, token = admin) {
    const response = await exportXlsx(
      new Request(`http://localhost:3000/api/admin/users/export?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({}) },
    );
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it("streams a real .xlsx of every matching row (not only a page), typed, with a frozen header and autofilter", async () => {
    const tag = newTag();
    const created = [];
    for (let i = 0; i < 45; i++) {
      created.push(
        await citizen({
          primer_apellido: `${tag} ${String(i).padStart(2, "0")}`,
          activo: i % 3 !== 0,
          departamento: i % 2 ? "Guatemala" : "Escuintla",
          municipio: i % 2 ? "Mixco" : "Escuintla",
        }),
      );
    }
    await citizen({ primer_apellido: tag, deleted_at: new Date() });
    const { response, bytes } = await download(
      `q=${tag}&orderBy=nombre&dir=desc&page=2&pageSize=10`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ciudadanos-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Ciudadanos")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "ID",
      "Primer nombre",
      "Segundo nombre",
      "Tercer nombre",
      "Primer apellido",
      "Segundo apellido",
      "DPI",
      "Correo",
      "Teléfono",
      "Departamento",
      "Municipio",
      "Activo",
      "Creado",
      "Actualizado",
      "Eliminado",
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(46);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBe("A1:O46");
    // All 45 live rows, in the list's order (surname, descending), typed.
    const expected = [...created].reverse();
    for (const [index, row] of expected.entries()) {
      const values = sheet.getRow(index + 2);
      expect(values.getCell(1).value).toBe(row.id);
      expect(values.getCell(5).value).toBe(row.primer_apellido);
      expect(values.getCell(7).value).toBe(row.dpi);
      expect(values.getCell(12).value).toBe(row.activo);
      const createdCell = values.getCell(13).value as Date;
      expect(createdCell).toBeInstanceOf(Date);
      // Guatemala's wall-clock time (UTC−6).
      expect(createdCell.getTime()).toBe(row.created_at.getTime() - 6 * 3_600_000);
      expect(values.getCell(13).numFmt).toBe("dd/mm/yyyy hh:mm");
      expect(values.getCell(15).value).toBeNull();
    }
    const [audit] = await auditOf("citizen.export_excel");
    expect(audit).toMatchObject({ actor_type: "admin", actor_id: adminId, entity: "citizen" });
    expect(audit!.details).toEqual({
      filtros: { q: tag, orderBy: "nombre", dir: "desc" },
      filas: 45,
      completa: true,
    });
  });

  it("exports under the list's filters (inactive ones of a department, deleted ones)", async () => {
    const tag = newTag();
    const keep = await citizen({
      primer_apellido: tag,
      activo: false,
      departamento: "Petén",
      municipio: "Flores",
    });
    await citizen({
      primer_apellido: tag,
      activo: true,
      departamento: "Petén",
      municipio: "Flores",
    });
    await citizen({ primer_apellido: tag, activo: false });
    const deleted = await citizen({ primer_apellido: tag, deleted_at: new Date() });
    const read = async (query: string) => {
      const { bytes } = await download(query);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet("Ciudadanos")!;
      return sheet.getRows(2, sheet.rowCount - 1)?.map((row) => row.getCell(1).value) ?? [];
    };
    expect(await read(`q=${tag}&activo=0&departamento=Pet%C3%A9n&municipio=Flores`)).toEqual([
      keep.id,
    ]);
    const onlyDeleted = await read(`q=${tag}&eliminados=solo`);
    expect(onlyDeleted).toEqual([deleted.id]);
    const empty = await download(`q=${newTag()}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(empty.bytes as unknown as ArrayBuffer);
    expect(workbook.getWorksheet("Ciudadanos")!.rowCount).toBe(1);
  });

  it("writes a cell starting with = + - @ as text, as the audit CSV does, so no spreadsheet runs it", async () => {
    const tag = newTag();
    const hostile = await citizen({
      primer_apellido: tag,
      primer_nombre: '=HYPERLINK("http://example.com","clic")',
      segundo_nombre: "+1+1",
      tercer_nombre: "@SUM(A1)",
      segundo_apellido: "-2+3",
    });
    const { bytes } = await download(`q=${tag}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const row = workbook.getWorksheet("Ciudadanos")!.getRow(2);
    expect(row.getCell(1).value).toBe(hostile.id);
    expect([2, 3, 4, 6].map((column) => row.getCell(column).value)).toEqual([
      `'=HYPERLINK("http://example.com","clic")`,
      "'+1+1",
      "'@SUM(A1)",
      "'-2+3",
    ]);
    expect(row.getCell(5).value).toBe(tag);
    expect(csvCell("=1+1")).toBe("'=1+1");
  });

  it("refuses a bad filter with 422 JSON before streaming anything", async () => {
    const { response, bytes } = await download("activo=talvez");
    expect(response.status).toBe(422);
    expect(JSON.parse(bytes.toString()).message).toBe(
      "El filtro de estado es 1 (activos) o 0 (inactivos).",
    );
  });
});
