// The citizen's side of the gestiones loop, through the real route handlers against the real
// database: filing a request from a procedure's form, the list and the detail (never someone
// else's, never an internal note), messages with files checked by content, idempotent creation,
// and what a citizen may do once the office marks the request resolved.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as downloadFile } from "@/app/api/files/[key]/route";
import { GET as getMeta } from "@/app/api/portal/gestiones/meta/route";
import { POST as sendMessage } from "@/app/api/portal/gestiones/[id]/mensajes/route";
import { POST as giveOpinion } from "@/app/api/portal/gestiones/[id]/opinion/route";
import { POST as reopen } from "@/app/api/portal/gestiones/[id]/reabrir/route";
import { GET as getOne } from "@/app/api/portal/gestiones/[id]/route";
import { GET as listOwn, POST as create } from "@/app/api/portal/gestiones/route";
import { db } from "@/lib/db";
import { slaDueAt } from "@/lib/gestiones/sla";
import { fakeImage, formOf, pdfBytes, pngBytes } from "./support/content-helpers";
import {
  call,
  citizenCaller,
  createCatalog,
  gestionBody,
  validAnswers,
} from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";

let catalog: Awaited<ReturnType<typeof createCatalog>>;
let ana: Awaited<ReturnType<typeof citizenCaller>>;
let luis: Awaited<ReturnType<typeof citizenCaller>>;

beforeAll(async () => {
  catalog = await createCatalog(5);
});

// New citizens for every test, so that no test spends another's filings (lib/gestiones/limits.ts).
beforeEach(async () => {
  ana = await citizenCaller();
  luis = await citizenCaller();
});

async function file(token: string, overrides: Record<string, unknown> = {}, headers = {}) {
  return call(create, { method: "POST", token, json: gestionBody(catalog, overrides), headers });
}

describe("GET /api/portal/gestiones/meta", () => {
  it("offers the active categories and procedures with their fields, not the inactive ones", async () => {
    const off = await createCatalog();
    await db().gestionCategoria.update({
      where: { id: off.categoria.id },
      data: { activo: false },
    });
    const meta = await call(getMeta, { token: ana.token });
    expect(meta.status).toBe(200);
    expect(meta.body.categorias).toContainEqual(
      expect.objectContaining({ id: catalog.categoria.id }),
    );
    expect(meta.body.categorias.map((row: { id: number }) => row.id)).not.toContain(
      off.categoria.id,
    );
    const template = meta.body.templates.find(
      (row: { id: number }) => row.id === catalog.template.id,
    );
    expect(template.data_schema_json.fields.map((field: { key: string }) => field.key)).toEqual([
      "municipio",
      "descripcion",
      "referencia",
    ]);
  });
});

describe("POST /api/portal/gestiones", () => {
  it("files a gestión with a folio, the SLA of its category, a receipt e-mail and an audit entry", async () => {
    const before = Date.now();
    const created = await file(ana.token);
    expect(created.status).toBe(201);
    expect(created.body.folio).toMatch(/^GES-\d{4}-\d{6}$/);
    const row = await db().gestion.findUniqueOrThrow({
      where: { id: created.body.id },
      include: { statusEvents: true },
    });
    expect(row).toMatchObject({
      citizen_id: ana.citizen.id,
      status: "new",
      titulo: "Baches en el camino a la aldea",
      descripcion: validAnswers.descripcion,
      data: validAnswers,
      canal_origen: "portal",
    });
    expect(row.sla_due_at!.getTime()).toBe(slaDueAt(row.created_at, 5).getTime());
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.statusEvents).toMatchObject([{ from_status: null, to_status: "new" }]);
    const receipt = await db().emailOutbox.findFirst({ where: { gestion_id: row.id } });
    expect(receipt?.subject).toBe(`Recibimos tu gestión ${row.folio}`);
    expect(receipt?.text).toContain(`/portal/sugerencias/${row.id}`);
    expect(
      await db().auditLog.count({ where: { action: "gestion.create", entity_id: String(row.id) } }),
    ).toBe(1);
  });

  it("defaults the title to the procedure's name", async () => {
    const created = await file(ana.token, { titulo: "" });
    expect((await db().gestion.findUniqueOrThrow({ where: { id: created.body.id } })).titulo).toBe(
      catalog.template.nombre,
    );
  });

  it("checks the procedure and its form with the same rules as the screen, storing nothing", async () => {
    const before = await db().gestion.count();
    const other = await createCatalog();
    const withdrawn = await createCatalog();
    await db().gestionTemplate.update({
      where: { id: withdrawn.template.id },
      data: { activo: false },
    });
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ categoria_id: "" }, 422, "categoria_id", "Selecciona una categoría."],
      [{ template_id: null }, 422, "template_id", "Selecciona un trámite."],
      [
        { template_id: other.template.id },
        422,
        "template_id",
        "El trámite no pertenece a la categoría elegida.",
      ],
      [
        { categoria_id: withdrawn.categoria.id, template_id: withdrawn.template.id },
        422,
        "template_id",
        "Ese trámite ya no está disponible. Elige otro.",
      ],
      [
        { data: { municipio: "Salcajá" } },
        422,
        "data.descripcion",
        "Completa «Describe el problema».",
      ],
      [
        { data: { ...validAnswers, municipio: "Antigua" } },
        422,
        "data.municipio",
        "Elige una opción de «Municipio afectado».",
      ],
      [
        { data: { ...validAnswers, extra: "x" } },
        422,
        "data",
        "El formulario tiene campos que el trámite no pide.",
      ],
    ];
    for (const [overrides, status, field, msg] of cases) {
      const refused = await file(ana.token, overrides);
      expect([refused.status, refused.body.errors?.[0]]).toEqual([status, { field, msg }]);
    }
    const malformed = await call(create, { method: "POST", token: ana.token, json: "{nope" });
    expect(malformed.status).toBe(400);
    expect(await db().gestion.count()).toBe(before);
  });

  it("honours an Idempotency-Key: a retry, even concurrent, files one gestión", async () => {
    const key = `clave-${Date.now()}-retry`;
    const before = await db().gestion.count({ where: { citizen_id: luis.citizen.id } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => file(luis.token, {}, { "idempotency-key": key })),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const again = await file(luis.token, {}, { "idempotency-key": key });
    expect(again.body.id).toBe(answers[0]!.body.id);
    expect(await db().gestion.count({ where: { citizen_id: luis.citizen.id } })).toBe(before + 1);
    expect((await file(luis.token, {}, { "idempotency-key": "corta" })).status).toBe(422);
  });
});

describe("GET /api/portal/gestiones and /{id}", () => {
  it("lists only the citizen's own gestiones, 20 a page, searchable by folio and title", async () => {
    const mine = await file(ana.token, { titulo: "Alumbrado apagado en la plaza" });
    await file(luis.token, { titulo: "Alumbrado de Luis" });
    const page = await call(listOwn, { token: ana.token, path: "/?q=alumbrado" });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(page.body.items.map((item: { titulo: string }) => item.titulo)).toEqual([
      "Alumbrado apagado en la plaza",
    ]);
    const byFolio = await call(listOwn, { token: ana.token, path: `/?q=${mine.body.folio}` });
    expect(byFolio.body.items).toHaveLength(1);
    expect(byFolio.body.items[0]).toMatchObject({
      folio: mine.body.folio,
      status: "new",
      categoria: catalog.categoria.nombre,
      procedimiento: catalog.template.nombre,
      vencida: false,
    });
    const all = await call(listOwn, { token: ana.token, path: "/?pageSize=2&page=2" });
    expect(all.body.items.length).toBeLessThanOrEqual(2);
    expect(all.body.total).toBe(
      await db().gestion.count({ where: { citizen_id: ana.citizen.id } }),
    );
  });

  it("shows the header and the timeline without internal notes; another citizen's id is 404", async () => {
    const created = await file(ana.token);
    const admin = await createAdmin("AdminNivel2");
    await db().gestionMessage.createMany({
      data: [
        {
          gestion_id: created.body.id,
          body: "Respuesta pública",
          author_type: "staff",
          author_admin_id: admin.id,
        },
        {
          gestion_id: created.body.id,
          body: "Nota interna secreta",
          author_type: "staff",
          author_admin_id: admin.id,
          is_internal: true,
        },
      ],
    });
    const detail = await call(getOne, { token: ana.token, params: { id: created.body.id } });
    expect(detail.status).toBe(200);
    expect(detail.body.header).toMatchObject({
      folio: created.body.folio,
      respuestas: [
        { label: "Municipio afectado", value: "Salcajá" },
        { label: "Describe el problema", value: validAnswers.descripcion },
      ],
      puede_opinar: false,
      puede_reabrir: false,
    });
    expect(detail.body.timeline.map((item: { item_type: string }) => item.item_type)).toEqual([
      "status",
      "message",
    ]);
    expect(JSON.stringify(detail.body)).not.toContain("Nota interna secreta");
    expect(detail.body.timeline[1].payload).toMatchObject({
      body: "Respuesta pública",
      author_type: "admin",
    });
    const stranger = await call(getOne, { token: luis.token, params: { id: created.body.id } });
    expect([stranger.status, stranger.body.message]).toEqual([404, "No existe."]);
    expect((await call(getOne, { token: ana.token, params: { id: 99_999_999 } })).status).toBe(404);
  });
});

describe("POST /api/portal/gestiones/{id}/mensajes", () => {
  it("takes text, or files checked by content (private to the citizen and the office)", async () => {
    const created = await file(ana.token);
    const id = created.body.id;
    const text = await call(sendMessage, {
      method: "POST",
      token: ana.token,
      params: { id },
      form: formOf({ body: "¿Hay novedades?" }),
    });
    expect(text.status).toBe(201);
    const empty = await call(sendMessage, {
      method: "POST",
      token: ana.token,
      params: { id },
      form: formOf({ body: "  " }),
    });
    expect([empty.status, empty.body.message]).toEqual([
      422,
      "Escribe un mensaje o adjunta archivos.",
    ]);

    const withFiles = await call(sendMessage, {
      method: "POST",
      token: ana.token,
      params: { id },
      form: formOf({
        files: [
          { bytes: await pngBytes(), name: "bache.png" },
          { bytes: pdfBytes(), name: "denuncia.pdf" },
        ],
      }),
    });
    expect(withFiles.status).toBe(201);
    const attachments = await db().gestionAttachment.findMany({
      where: { message_id: withFiles.body.id },
      include: { file: true },
      orderBy: { id: "asc" },
    });
    expect(attachments.map((row) => [row.original, row.mimetype, row.file.visibility])).toEqual([
      ["bache.png", "image/png", "private"],
      ["denuncia.pdf", "application/pdf", "private"],
    ]);
    const key = attachments[0]!.file.key;
    const download = (token?: string) =>
      downloadFile(
        new Request(`http://localhost:3000/api/files/${key}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
        {
          params: Promise.resolve({ key }),
        },
      );
    const own = await download(ana.token);
    expect(own.status).toBe(200);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("content-disposition")).toMatch(/bache\.png/);
    expect((await download(luis.token)).status).toBe(403);
    expect((await download()).status).toBe(401);
    const office = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id }))
      .token;
    expect((await download(office)).status).toBe(200);
    const restricted = (
      await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel1")).id })
    ).token;
    expect((await download(restricted)).status).toBe(403);
  });

  it("refuses 11 files and a disguised file, storing nothing", async () => {
    const created = await file(ana.token);
    const id = created.body.id;
    const before = await Promise.all([
      db().storedFile.count(),
      db().gestionMessage.count({ where: { gestion_id: id } }),
    ]);
    const png = await pngBytes();
    const eleven = await call(sendMessage, {
      method: "POST",
      token: ana.token,
      params: { id },
      form: formOf({
        files: Array.from({ length: 11 }, (_, n) => ({ bytes: png, name: `foto-${n}.png` })),
      }),
    });
    expect([eleven.status, eleven.body.message]).toEqual([
      422,
      "Puedes adjuntar hasta 10 archivos por mensaje.",
    ]);
    const disguised = await call(sendMessage, {
      method: "POST",
      token: ana.token,
      params: { id },
      form: formOf({
        body: "Adjunto la foto",
        files: [
          { bytes: png, name: "ok.png" },
          { bytes: fakeImage(), name: "foto.png" },
        ],
      }),
    });
    expect([disguised.status, disguised.body.message]).toEqual([
      415,
      "Formato no permitido. Adjunta imágenes (JPG, PNG, WEBP o HEIC) o PDF.",
    ]);
    expect(
      await Promise.all([
        db().storedFile.count(),
        db().gestionMessage.count({ where: { gestion_id: id } }),
      ]),
    ).toEqual(before);
  });

  it("refuses another citizen's gestión (404) and keeps one message per Idempotency-Key", async () => {
    const created = await file(ana.token);
    const id = created.body.id;
    const stranger = await call(sendMessage, {
      method: "POST",
      token: luis.token,
      params: { id },
      form: formOf({ body: "Hola" }),
    });
    expect(stranger.status).toBe(404);
    const key = `mensaje-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(sendMessage, {
          method: "POST",
          token: ana.token,
          params: { id },
          form: formOf({ body: "Enviado con señal débil" }),
          headers: { "idempotency-key": key },
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(
      await db().gestionMessage.count({
        where: { gestion_id: id, body: "Enviado con señal débil" },
      }),
    ).toBe(1);
  });
});

describe("after the office marks a gestión resolved", () => {
  async function resolved(daysAgo = 0) {
    const created = await file(ana.token);
    const at = new Date(Date.now() - daysAgo * 86_400_000);
    await db().gestion.update({
      where: { id: created.body.id },
      data: { status: "resolved", resolved_at: at },
    });
    return created.body.id as number;
  }

  it("the citizen says once whether it solved the problem; it shows in the timeline", async () => {
    const open = await file(ana.token);
    const early = await call(giveOpinion, {
      method: "POST",
      token: ana.token,
      params: { id: open.body.id },
      json: { resolved: true },
    });
    expect([early.status, early.body.message]).toEqual([
      409,
      "Solo puedes opinar sobre una gestión resuelta.",
    ]);
    const id = await resolved();
    expect(
      (await call(getOne, { token: ana.token, params: { id } })).body.header.puede_opinar,
    ).toBe(true);
    const given = await call(giveOpinion, {
      method: "POST",
      token: ana.token,
      params: { id },
      json: { resolved: false, comment: "Siguen los baches." },
    });
    expect([given.status, given.body.message]).toEqual([201, "Gracias por contarnos."]);
    const detail = await call(getOne, { token: ana.token, params: { id } });
    expect(detail.body.header.puede_opinar).toBe(false);
    expect(detail.body.timeline.at(-1)).toMatchObject({
      item_type: "feedback",
      payload: { resolved: false, comment: "Siguen los baches." },
    });
    expect(
      (
        await call(giveOpinion, {
          method: "POST",
          token: ana.token,
          params: { id },
          json: { resolved: true },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(giveOpinion, {
          method: "POST",
          token: luis.token,
          params: { id },
          json: { resolved: true },
        })
      ).status,
    ).toBe(404);
  });

  it("the citizen may reopen it once within 30 days", async () => {
    const id = await resolved(3);
    const reopened = await call(reopen, {
      method: "POST",
      token: ana.token,
      params: { id },
      json: { comment: "El bache volvió." },
    });
    expect([reopened.status, reopened.body.status]).toEqual([200, "in_review"]);
    const detail = await call(getOne, { token: ana.token, params: { id } });
    expect(detail.body.timeline.at(-1)).toMatchObject({
      item_type: "status",
      payload: {
        from_status: "resolved",
        to_status: "in_review",
        comment: "El bache volvió.",
        by_citizen: true,
      },
    });
    await db().gestion.update({
      where: { id },
      data: { status: "resolved", resolved_at: new Date() },
    });
    const twice = await call(reopen, {
      method: "POST",
      token: ana.token,
      params: { id },
      json: { comment: "Otra vez." },
    });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      "Una gestión se puede reabrir una sola vez.",
    ]);
    const late = await resolved(31);
    const tooLate = await call(reopen, {
      method: "POST",
      token: ana.token,
      params: { id: late },
      json: { comment: "Tarde." },
    });
    expect([tooLate.status, tooLate.body.message]).toEqual([
      409,
      "Solo puedes reabrir una gestión dentro de los 30 días siguientes a su resolución.",
    ]);
    const noReason = await call(reopen, {
      method: "POST",
      token: ana.token,
      params: { id: late },
      json: {},
    });
    expect([noReason.status, noReason.body.message]).toEqual([
      422,
      "Cuéntanos por qué reabres la gestión.",
    ]);
  });
});
