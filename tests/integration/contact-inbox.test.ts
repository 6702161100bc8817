// The office's contact inbox through the real route handlers (docs/decisions/0008-product-gaps.md): the list newest first
// under every filter and page size, the detail, opening a message (read, audited once), the reply
// e-mailed through the outbox in the transaction that marks it answered, the Spanish texts of every
// refusal, and who may call each route. The screens' server action is in
// action-authorization.test.ts; the screens themselves in tests/e2e/admin-contact.spec.ts.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as markRead } from "@/app/api/admin/contacto/[id]/leido/route";
import { POST as reply } from "@/app/api/admin/contacto/[id]/respuesta/route";
import { GET as getOne } from "@/app/api/admin/contacto/[id]/route";
import { GET as list } from "@/app/api/admin/contacto/route";
import { ACCESS_DENIED } from "@/lib/audit/refusals";
import { countNewContactMessages } from "@/lib/contact/admin-queries";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { call, makeCallers, type Callers } from "./support/content-helpers";
import { createAdmin, signIn } from "./support/helpers";

let callers: Callers;
/** Every message of a test carries its tag in its text, so that `q` isolates them. */
const newTag = () => `etiqueta${randomUUID().slice(0, 8)}`;

function message(tag: string, data: Partial<Prisma.ContactMessageCreateInput> = {}) {
  return db().contactMessage.create({
    data: {
      primer_nombre: "Lucía",
      segundo_nombre: "Isabel",
      primer_apellido: "Tzoc",
      email: `lucia.${tag}@correo.gt`,
      telefono: "55501234",
      municipio: "Cantel",
      tema: "Propuesta",
      mensaje: `Propongo audiencias públicas por la tarde. ${tag}`,
      ...data,
    },
  });
}

const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);
const auditsOf = (action: string, id: number) =>
  db().auditLog.count({ where: { action, entity: "contact_message", entity_id: String(id) } });

beforeAll(async () => {
  callers = await makeCallers();
});

describe("GET /api/admin/contacto", () => {
  it("answers every message newest first, with its sender, topic, status and the count of new ones", async () => {
    const tag = newTag();
    const older = await message(tag, { created_at: new Date("2026-03-01T15:00:00Z") });
    const newer = await message(tag, {
      primer_nombre: "Pedro",
      segundo_nombre: null,
      email: `pedro.${tag}@correo.gt`,
      tema: "Queja",
      estado: "leido",
      created_at: new Date("2026-03-02T15:00:00Z"),
    });
    const page = await call(list, { token: callers.admin1, path: `/?q=${tag}` });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      ok: true,
      total: 2,
      page: 1,
      pageSize: 20,
      nuevos: await db().contactMessage.count({ where: { estado: "nuevo" } }),
    });
    expect(page.body.items).toEqual([
      {
        id: newer.id,
        referencia: null,
        nombre: "Pedro Tzoc",
        email: `pedro.${tag}@correo.gt`,
        tema: "Queja",
        estado: "leido",
        extracto: `Propongo audiencias públicas por la tarde. ${tag}`,
        created_at: "2026-03-02T15:00:00.000Z",
        respondido_at: null,
      },
      expect.objectContaining({ id: older.id, nombre: "Lucía Isabel Tzoc", estado: "nuevo" }),
    ]);
  });

  it("filters by topic, status and text (name without accents, e-mail, message), literally", async () => {
    const tag = newTag();
    const a = await message(tag, { tema: "Denuncia" });
    const b = await message(tag, {
      primer_nombre: "Ángel",
      email: `angel.${tag}@correo.gt`,
      mensaje: `Hay 100% de baches en la calle_principal ${tag}`,
      estado: "respondido",
    });
    // % and _ of a search are taken literally: this one must not match it.
    const c = await message(tag, {
      mensaje: `Hay 100x de baches en la callexprincipal ${tag}`,
      estado: "leido",
    });
    const found = async (query: string) =>
      ids((await call(list, { token: callers.admin2, path: `/?q=${tag}&${query}` })).body);
    expect(await found("tema=Denuncia")).toEqual([a.id]);
    expect(await found("estado=respondido")).toEqual([b.id]);
    expect(await found("estado=nuevo&tema=Propuesta")).toEqual([]);
    expect(await found("tema=&estado=")).toEqual([c.id, b.id, a.id]);
    const text = async (q: string) =>
      ids((await call(list, { token: callers.admin1, path: `/?q=${encodeURIComponent(q)}` })).body);
    expect(await text(`ANGEL.${tag}`)).toEqual([b.id]);
    expect(await text(`ÁNGEL isabel tzoc`)).toEqual(expect.arrayContaining([b.id]));
    expect(await text(`lucia isabel tzoc`)).toEqual(expect.arrayContaining([a.id, c.id]));
    expect(await text(`lucia isabel tzoc`)).not.toContain(b.id);
    expect(await text(`100% de baches en la calle_principal ${tag}`)).toEqual([b.id]);
  });

  it("pages on the server: 20 by default, 10, 50 or 100 on request", async () => {
    const tag = newTag();
    for (let i = 0; i < 12; i++) await message(tag);
    const first = await call(list, { token: callers.admin1, path: `/?q=${tag}&pageSize=10` });
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.body.items).toHaveLength(10);
    const second = await call(list, {
      token: callers.admin1,
      path: `/?q=${tag}&pageSize=10&page=2`,
    });
    expect(second.body.items).toHaveLength(2);
    expect(new Set([...ids(first.body), ...ids(second.body)]).size).toBe(12);
    const byDefault = await call(list, { token: callers.admin1, path: `/?q=${tag}` });
    expect(byDefault.body.items).toHaveLength(12);
    for (const size of [50, 100]) {
      expect(
        (await call(list, { token: callers.admin1, path: `/?pageSize=${size}` })).body.pageSize,
      ).toBe(size);
    }
  });

  it("refuses malformed filters with a Spanish message (422 or 400), never a 500", async () => {
    const refused = async (path: string) => {
      const result = await call(list, { token: callers.admin1, path });
      return [result.status, result.body.message];
    };
    expect(await refused("/?pageSize=101")).toEqual([
      422,
      "El tamaño de página debe estar entre 1 y 100.",
    ]);
    expect(await refused("/?pageSize=veinte")).toEqual([
      422,
      "El tamaño de página debe estar entre 1 y 100.",
    ]);
    expect(await refused("/?tema=Chisme")).toEqual([422, "Tema no válido."]);
    expect(await refused("/?estado=archivado")).toEqual([422, "Estado no válido."]);
    expect(await refused("/?page=0")).toEqual([422, "La página no es válida."]);
    expect(await refused(`/?q=${"a".repeat(101)}`)).toEqual([
      422,
      "La búsqueda es demasiado larga.",
    ]);
    expect(await refused("/?q=%00")).toEqual([
      400,
      "Los datos enviados contienen caracteres no permitidos.",
    ]);
  });
});

describe("GET /api/admin/contacto/{id}", () => {
  it("answers the whole message and its sender, and leaves it new", async () => {
    const tag = newTag();
    const row = await message(tag, { dpi: "1234567890101" });
    const result = await call(getOne, { token: callers.admin1, params: { id: row.id } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      ok: true,
      item: {
        id: row.id,
        nombre: "Lucía Isabel Tzoc",
        primer_nombre: "Lucía",
        segundo_nombre: "Isabel",
        tercer_nombre: null,
        primer_apellido: "Tzoc",
        segundo_apellido: null,
        dpi: "1234567890101",
        email: `lucia.${tag}@correo.gt`,
        telefono: "55501234",
        municipio: "Cantel",
        tema: "Propuesta",
        mensaje: `Propongo audiencias públicas por la tarde. ${tag}`,
        canal_respuesta: "email",
        estado: "nuevo",
        respuesta: null,
        respondido_at: null,
        created_at: row.created_at.toISOString(),
        referencia: null,
        gestion: null,
        convertido_at: null,
        invitado_at: null,
        invitadoTemplate: null,
        sin_cuenta_motivo: null,
        reclamo_expira_at: null,
        reclamado_at: null,
      },
    });
    expect((await db().contactMessage.findUniqueOrThrow({ where: { id: row.id } })).estado).toBe(
      "nuevo",
    );
  });

  it("answers 404 'El mensaje no existe.' for an unknown id and 422 for a malformed one", async () => {
    const unknown = await call(getOne, { token: callers.admin1, params: { id: 987_654_321 } });
    expect([unknown.status, unknown.body.message]).toEqual([404, "El mensaje no existe."]);
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const malformed = await call(getOne, { token: callers.admin1, params: { id } });
      expect([malformed.status, malformed.body.message]).toEqual([422, "Identificador no válido."]);
    }
  });
});

describe("POST /api/admin/contacto/{id}/leido", () => {
  it("marks a new message read once, audited with who opened it; read or answered ones stay as they are", async () => {
    const tag = newTag();
    const row = await message(tag);
    const admin = await createAdmin("AdminNivel2");
    const { token, actor } = await signIn({ kind: "admin", adminId: admin.id });
    const before = await countNewContactMessages(actor);
    const opened = await call(markRead, {
      method: "POST",
      token,
      params: { id: row.id },
      headers: { "x-forwarded-for": "10.9.8.7" },
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      ok: true,
      marcado_leido: true,
      item: { id: row.id, estado: "leido" },
    });
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "contact.read", entity_id: String(row.id) },
    });
    expect(audit).toMatchObject({ actor_type: "admin", actor_id: admin.id, ip: "10.9.8.7" });
    expect((await call(list, { token, path: `/?q=${tag}` })).body.nuevos).toBe(before - 1);

    const again = await call(markRead, { method: "POST", token, params: { id: row.id } });
    expect(again.body).toMatchObject({ marcado_leido: false, item: { estado: "leido" } });
    expect(await auditsOf("contact.read", row.id)).toBe(1);

    const answered = await message(tag, { estado: "respondido", respuesta: "Ya." });
    const reopened = await call(markRead, { method: "POST", token, params: { id: answered.id } });
    expect(reopened.body).toMatchObject({ marcado_leido: false, item: { estado: "respondido" } });
    expect(await auditsOf("contact.read", answered.id)).toBe(0);
  });

  it("answers 404 for an unknown message and writes nothing", async () => {
    const audits = await db().auditLog.count();
    const result = await call(markRead, {
      method: "POST",
      token: callers.admin1,
      params: { id: 987_654_321 },
    });
    expect([result.status, result.body.message]).toEqual([404, "El mensaje no existe."]);
    expect(await db().auditLog.count()).toBe(audits);
  });
});

describe("POST /api/admin/contacto/{id}/respuesta", () => {
  it("e-mails the reply through the outbox, marks the message answered with its text and time, and audits it", async () => {
    const tag = newTag();
    const row = await message(tag);
    const answer = "Gracias por su propuesta.\nLa llevaremos a la próxima sesión.";
    const started = Date.now();
    const result = await call(reply, {
      method: "POST",
      token: callers.admin1,
      params: { id: row.id },
      json: { respuesta: `  ${answer}  ` },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      ok: true,
      message: "Respuesta enviada.",
      item: { id: row.id, estado: "respondido", respuesta: answer },
    });
    const stored = await db().contactMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored.estado).toBe("respondido");
    expect(stored.respuesta).toBe(answer);
    expect(stored.respondido_at!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(result.body.item.respondido_at).toBe(stored.respondido_at!.toISOString());

    const mail = await db().emailOutbox.findFirstOrThrow({ where: { to: row.email } });
    expect(mail.subject).toBe("Respuesta a tu mensaje de contacto");
    expect(mail.text).toContain(answer);
    // The address was typed by whoever sent the form: the reply quotes neither the name nor the message.
    expect(mail.text).not.toContain("Lucía");
    expect(mail.text).not.toContain(tag);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "contact.reply", entity_id: String(row.id) },
    });
    expect(audit.details).toEqual({ email_id: mail.id });
  });

  it("refuses an empty, too long or malformed reply in Spanish, writing nothing", async () => {
    const row = await message(newTag());
    const footprint = () =>
      Promise.all([
        db().emailOutbox.count(),
        db().auditLog.count(),
        db().contactMessage.findUniqueOrThrow({ where: { id: row.id } }),
      ]);
    const before = await footprint();
    const send = (json: unknown) =>
      call(reply, { method: "POST", token: callers.admin1, params: { id: row.id }, json });
    for (const body of [{}, { respuesta: "" }, { respuesta: "   " }, { respuesta: null }]) {
      const refused = await send(body);
      expect([refused.status, refused.body.message]).toEqual([422, "Escribe la respuesta."]);
      expect(refused.body.errors).toEqual([{ field: "respuesta", msg: "Escribe la respuesta." }]);
    }
    const tooLong = await send({ respuesta: "a".repeat(5001) });
    expect([tooLong.status, tooLong.body.message]).toEqual([
      422,
      "La respuesta es demasiado larga (máximo 5000 caracteres).",
    ]);
    const numeric = await send({ respuesta: 42 });
    expect(numeric.status).toBe(422);
    const broken = await send("{respuesta:");
    expect([broken.status, broken.body.message]).toEqual([
      400,
      "El cuerpo de la solicitud no es JSON válido.",
    ]);
    const nul = await send({ respuesta: "Hola\u0000" });
    expect([nul.status, nul.body.message]).toEqual([
      400,
      "Los datos enviados contienen caracteres no permitidos.",
    ]);
    expect(await footprint()).toEqual(before);
  });

  it("answers a message once: a second reply is a 409 and sends nothing", async () => {
    const row = await message(newTag());
    const send = () =>
      call(reply, {
        method: "POST",
        token: callers.admin2,
        params: { id: row.id },
        json: { respuesta: "Respuesta." },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const third = await send();
    expect([third.status, third.body.message]).toEqual([409, "Este mensaje ya fue respondido."]);
    expect(await db().emailOutbox.count({ where: { to: row.email } })).toBe(1);
    expect(await auditsOf("contact.reply", row.id)).toBe(1);
  });

  it("answers 404 for an unknown message", async () => {
    const result = await call(reply, {
      method: "POST",
      token: callers.admin1,
      params: { id: 987_654_321 },
      json: { respuesta: "Hola." },
    });
    expect([result.status, result.body.message]).toEqual([404, "El mensaje no existe."]);
  });
});

describe("who may use the inbox", () => {
  it("AdminNivel1 and AdminNivel2 only: 401 without a session, 403 for citizens and UserAdminNivel roles, nothing written", async () => {
    const row = await message(newTag());
    // Refused calls write nothing but their own `access.denied` entries (lib/audit/refusals.ts).
    const written = () =>
      Promise.all([
        db().emailOutbox.count(),
        db().auditLog.count({ where: { action: { not: ACCESS_DENIED } } }),
      ]);
    const before = await written();
    const calls = [
      (token?: string) => call(list, { token }),
      (token?: string) => call(getOne, { token, params: { id: row.id } }),
      (token?: string) => call(markRead, { method: "POST", token, params: { id: row.id } }),
      (token?: string) =>
        call(reply, { method: "POST", token, params: { id: row.id }, json: { respuesta: "No." } }),
    ];
    for (const run of calls) {
      const anonymous = await run();
      expect([anonymous.status, anonymous.body.message]).toEqual([
        401,
        "No autorizado. Por favor, inicia sesión.",
      ]);
      for (const token of [callers.citizen, ...callers.restricted.map((caller) => caller.token)]) {
        const refused = await run(token);
        expect([refused.status, refused.body.message]).toEqual([
          403,
          "No tienes permisos para acceder a esta sección.",
        ]);
      }
    }
    expect(await written()).toEqual(before);
    expect((await db().contactMessage.findUniqueOrThrow({ where: { id: row.id } })).estado).toBe(
      "nuevo",
    );
  });
});
