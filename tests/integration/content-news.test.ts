import { beforeAll, describe, expect, it } from "vitest";
import { GET as cron } from "@/app/api/cron/publish-scheduled/route";
import { DELETE as deleteOne, GET as getOne, PUT as putOne } from "@/app/api/noticias/[id]/route";
import { PATCH as archive } from "@/app/api/noticias/[id]/archivar/route";
import {
  DELETE as deleteMediaByUrl,
  GET as listMedia,
  POST as addMediaUrl,
} from "@/app/api/noticias/[id]/media/route";
import {
  DELETE as deleteMedia,
  PATCH as patchMedia,
} from "@/app/api/noticias/[id]/media/[mediaId]/route";
import { POST as uploadMedia } from "@/app/api/noticias/[id]/media/upload/route";
import { POST as cover } from "@/app/api/noticias/[id]/portada/route";
import { PATCH as schedule } from "@/app/api/noticias/[id]/programar/route";
import { PATCH as publish } from "@/app/api/noticias/[id]/publicar/route";
import { GET as publicMedia } from "@/app/api/noticias/id/[id]/media/route";
import { GET as list, POST as create } from "@/app/api/noticias/route";
import { parseDateTimeInput } from "@/lib/validation/dates";
import { db } from "@/lib/db";
import { sanitizeRichHtml } from "@/lib/content/html";
import { listNewsCategories } from "@/lib/news/admin-queries";
import { publishDueNews } from "@/lib/news/service";
import { expiredTags } from "./support/public-cache";
import {
  call,
  expectCategoriesSaved,
  expectGuarded,
  fakeImage,
  formOf,
  makeCallers,
  mp4Bytes,
  pdfBytes,
  pngBytes,
  type Callers,
  editorActor,
} from "./support/content-helpers";

let callers: Callers;
const REQUIRED = "Título y fecha de contenido son requeridos";
const HOUR = 3_600_000;

async function newNews(fields: Record<string, unknown> = {}) {
  const result = await call(create, {
    method: "POST",
    path: "/api/noticias",
    token: callers.admin1,
    json: { titulo: "Noticia de prueba", fecha_contenido: "2024-05-10", ...fields },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.item as { id: number; slug: string; estado: string; [key: string]: unknown };
}

/** A row written straight to the database (states and times the API would refuse to set). */
async function storedNews(data: {
  titulo: string;
  estado: "borrador" | "programado" | "publicado" | "archivado";
  fecha_programada?: Date;
  fecha_publicacion?: Date;
  deleted_at?: Date;
}) {
  return db().news.create({
    data: { slug: `n-${crypto.randomUUID()}`, fecha_contenido: new Date("2024-01-15"), ...data },
  });
}

// Read by env() on its first use, which happens in beforeAll.
process.env.CRON_SECRET = "cron-secret-for-tests";

beforeAll(async () => {
  callers = await makeCallers();
});

describe("news: permissions", () => {
  it("refuses every write and editor-only read to anonymous (401), citizens and UserAdminNivel roles (403)", async () => {
    const item = await newNews();
    const id = { id: item.id };
    const png = await pngBytes();
    const cases: [Parameters<typeof expectGuarded>[1], Parameters<typeof expectGuarded>[2]][] = [
      [
        create,
        {
          method: "POST",
          path: "/api/noticias",
          json: { titulo: "x", fecha_contenido: "2024-01-01" },
        },
      ],
      [
        putOne,
        { method: "PUT", path: `/api/noticias/${item.id}`, json: { titulo: "x" }, params: id },
      ],
      [deleteOne, { method: "DELETE", path: `/api/noticias/${item.id}`, params: id }],
      [publish, { method: "PATCH", path: `/api/noticias/${item.id}/publicar`, params: id }],
      [
        schedule,
        {
          method: "PATCH",
          path: `/api/noticias/${item.id}/programar`,
          json: { fecha_programada: "2030-01-01 10:00" },
          params: id,
        },
      ],
      [archive, { method: "PATCH", path: `/api/noticias/${item.id}/archivar`, params: id }],
      [listMedia, { path: `/api/noticias/${item.id}/media`, params: id }],
      [
        addMediaUrl,
        {
          method: "POST",
          path: `/api/noticias/${item.id}/media`,
          json: { url: "https://ejemplo.gt/a.png" },
          params: id,
        },
      ],
      [
        deleteMediaByUrl,
        { method: "DELETE", path: `/api/noticias/${item.id}/media?url=x`, params: id },
      ],
      [
        uploadMedia,
        {
          method: "POST",
          path: `/api/noticias/${item.id}/media/upload`,
          form: formOf({ file: png }),
          params: id,
        },
      ],
      [
        patchMedia,
        {
          method: "PATCH",
          path: `/api/noticias/${item.id}/media/1`,
          json: { titulo: "x" },
          params: { ...id, mediaId: 1 },
        },
      ],
      [
        deleteMedia,
        {
          method: "DELETE",
          path: `/api/noticias/${item.id}/media/1`,
          params: { ...id, mediaId: 1 },
        },
      ],
      [
        cover,
        {
          method: "POST",
          path: `/api/noticias/${item.id}/portada`,
          form: formOf({ file: png }),
          params: id,
        },
      ],
    ];
    for (const [handler, options] of cases) await expectGuarded(callers, handler, options);
    const after = await db().news.findUnique({ where: { id: item.id } });
    expect([after?.titulo, after?.estado, after?.deleted_at]).toEqual([
      "Noticia de prueba",
      "borrador",
      null,
    ]);
  });

  it("lets AdminNivel2 write too", async () => {
    const result = await call(create, {
      method: "POST",
      token: callers.admin2,
      json: { titulo: "Por nivel 2", fecha_contenido: "2024-01-01" },
    });
    expect(result.status).toBe(201);
  });
});

describe("news: create and update", () => {
  it("creates a draft with a slug from the title (lowercase, no accents, unique) and writes an audit entry", async () => {
    const first = await newNews({
      titulo: "Inauguración del Puente Ñandú",
      resumen: "",
      subtitulo: "  ",
      categoria_id: null,
    });
    expect(first).toMatchObject({
      slug: "inauguracion-del-puente-nandu",
      estado: "borrador",
      resumen: null,
      subtitulo: null,
      fecha_publicacion: null,
      fecha_contenido: "2024-05-10",
    });
    const second = await newNews({ titulo: "Inauguración del puente ñandú" });
    const third = await newNews({ titulo: "¡Inauguración del puente Ñandú!" });
    expect([second.slug, third.slug]).toEqual([
      "inauguracion-del-puente-nandu-2",
      "inauguracion-del-puente-nandu-3",
    ]);
    const audit = await db().auditLog.findFirst({
      where: { action: "news.create", entity_id: String(first.id) },
    });
    expect(audit?.actor_type).toBe("admin");
  });

  it("keeps an explicit slug, refuses one that is taken (409) and numeric ones get a prefix", async () => {
    const own = await newNews({ titulo: "Con slug", slug: "Mi Slug Propio" });
    expect(own.slug).toBe("mi-slug-propio");
    const clash = await call(create, {
      method: "POST",
      token: callers.admin1,
      json: { titulo: "Otro", fecha_contenido: "2024-01-01", slug: "mi-slug-propio" },
    });
    expect([clash.status, clash.body.message]).toEqual([
      409,
      "Ya existe una noticia con ese slug.",
    ]);
    expect((await newNews({ titulo: "2024" })).slug).toBe("noticia-2024");
  });

  it("answers the spec's text when titulo or fecha_contenido is missing, and 400 for malformed JSON", async () => {
    for (const json of [
      { fecha_contenido: "2024-01-01" },
      { titulo: "   ", fecha_contenido: "2024-01-01" },
      { titulo: "Sin fecha" },
      { titulo: "x", fecha_contenido: "" },
    ]) {
      const result = await call(create, { method: "POST", token: callers.admin1, json });
      expect([result.status, result.body.message]).toEqual([422, REQUIRED]);
    }
    const badDate = await call(create, {
      method: "POST",
      token: callers.admin1,
      json: { titulo: "x", fecha_contenido: "2024-02-30" },
    });
    expect([badDate.status, badDate.body.message]).toEqual([
      422,
      "La fecha de contenido no es válida.",
    ]);
    const badCategory = await call(create, {
      method: "POST",
      token: callers.admin1,
      json: { titulo: "x", fecha_contenido: "2024-01-01", categoria_id: 0 },
    });
    expect([badCategory.status, badCategory.body.message]).toEqual([
      422,
      "La categoría no es válida.",
    ]);
    const missingCategory = await call(create, {
      method: "POST",
      token: callers.admin1,
      json: { titulo: "x", fecha_contenido: "2024-01-01", categoria_id: 999999 },
    });
    expect([missingCategory.status, missingCategory.body.message]).toEqual([
      422,
      "La categoría no existe.",
    ]);
    const badState = await call(create, {
      method: "POST",
      token: callers.admin1,
      json: { titulo: "x", fecha_contenido: "2024-01-01", estado: "otro" },
    });
    expect([badState.status, badState.body.message]).toEqual([422, "Estado no válido."]);
    const malformed = await call(create, {
      method: "POST",
      token: callers.admin1,
      json: "{titulo:",
    });
    expect([malformed.status, malformed.body.message]).toEqual([
      400,
      "El cuerpo de la solicitud no es JSON válido.",
    ]);
    const malformedPut = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: "{",
      params: { id: 1 },
    });
    expect(malformedPut.status).toBe(400);
  });

  it("sanitizes contenido_html on save: no <script>, no on* attributes, no javascript: URLs", async () => {
    const item = await newNews({
      contenido_html: `<p onclick="steal()">Hola <strong>mundo</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">enlace</a><a href="https://congreso.gob.gt" target="_blank">ok</a><iframe src="https://evil.example/x"></iframe>`,
    });
    const read = await call(getOne, { token: callers.admin1, params: { id: item.id } });
    const html: string = read.body.item.contenido_html;
    expect(html).toContain("<strong>mundo</strong>");
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/i);
    expect(html).toContain('rel="noopener noreferrer"');
    expect(sanitizeRichHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain(
      "youtube.com/embed/abc",
    );
  });

  it("updates only the keys sent, empties optional ones with '' and keeps the slug", async () => {
    const item = await newNews({ titulo: "Antes", resumen: "Resumen" });
    const result = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: { titulo: "Después", resumen: "", destacado: true },
      params: { id: item.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.item).toMatchObject({
      titulo: "Después",
      resumen: null,
      destacado: true,
      slug: item.slug,
      fecha_contenido: "2024-05-10",
    });
    const blank = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: { titulo: "" },
      params: { id: item.id },
    });
    expect([blank.status, blank.body.message]).toEqual([422, REQUIRED]);
    const missing = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: { titulo: "x" },
      params: { id: 99999999 },
    });
    expect([missing.status, missing.body.message]).toEqual([404, "Noticia no encontrada."]);
  });

  it("lists the categories by name for the editor, saves one or none, and refuses an unknown one (422)", async () => {
    const { id } = await newNews();
    await expectCategoriesSaved({
      add: (data) => db().newsCategory.create({ data }),
      list: async () => listNewsCategories(await editorActor()),
      put: (json) => call(putOne, { method: "PUT", token: callers.admin1, json, params: { id } }),
      stored: async () => (await db().news.findUnique({ where: { id } }))?.categoria_id,
    });
  });

  it("accepts a status change through the general update (the spec's fallback)", async () => {
    const item = await newNews();
    const published = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: { estado: "publicado" },
      params: { id: item.id },
    });
    expect(published.body.item.estado).toBe("publicado");
    expect(published.body.item.fecha_publicacion).not.toBeNull();
    const scheduled = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: { estado: "programado", fecha_programada: "2031-03-01 08:30" },
      params: { id: item.id },
    });
    expect(scheduled.body.item).toMatchObject({
      estado: "programado",
      fecha_programada: "2031-03-01T14:30:00.000Z",
    });
    const noDate = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: { estado: "programado" },
      params: { id: (await newNews()).id },
    });
    expect([noDate.status, noDate.body.message]).toEqual([422, "Selecciona fecha y hora"]);
  });
});

describe("news: states", () => {
  it("publishes (fecha_publicacion = now when unset), schedules and archives", async () => {
    const item = await newNews();
    const before = Date.now();
    const published = await call(publish, {
      method: "PATCH",
      token: callers.admin1,
      params: { id: item.id },
    });
    expect(published.body.item.estado).toBe("publicado");
    const publishedAt = Date.parse(published.body.item.fecha_publicacion);
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    const again = await call(publish, {
      method: "PATCH",
      token: callers.admin1,
      params: { id: item.id },
    });
    expect(Date.parse(again.body.item.fecha_publicacion)).toBe(publishedAt);
    const archived = await call(archive, {
      method: "PATCH",
      token: callers.admin1,
      params: { id: item.id },
    });
    expect(archived.body.item.estado).toBe("archivado");
    expect(
      await db().auditLog.count({
        where: {
          entity: "news",
          entity_id: String(item.id),
          action: { in: ["news.publish", "news.archive"] },
        },
      }),
    ).toBe(3);
  });

  it("reads a zone-less fecha_programada as Guatemala time (UTC−6), and ISO with a zone as given", async () => {
    const item = await newNews();
    const gt = await call(schedule, {
      method: "PATCH",
      token: callers.admin1,
      json: { fecha_programada: "2030-06-01 10:00" },
      params: { id: item.id },
    });
    expect(gt.status).toBe(200);
    expect(gt.body.item).toMatchObject({
      estado: "programado",
      fecha_programada: "2030-06-01T16:00:00.000Z",
    });
    const iso = await call(schedule, {
      method: "PATCH",
      token: callers.admin1,
      json: { fecha_programada: "2030-06-01T10:00:00Z" },
      params: { id: item.id },
    });
    expect(iso.body.item.fecha_programada).toBe("2030-06-01T10:00:00.000Z");
    const tLocal = await call(schedule, {
      method: "PATCH",
      token: callers.admin1,
      json: { fecha_programada: "2030-06-01T23:30" },
      params: { id: item.id },
    });
    expect(tLocal.body.item.fecha_programada).toBe("2030-06-02T05:30:00.000Z");
    expect(parseDateTimeInput("2030-02-29 10:00")).toBeNull();
    expect(parseDateTimeInput("2030-06-01 10:00:00-05:00")?.toISOString()).toBe(
      "2030-06-01T15:00:00.000Z",
    );
  });

  it("refuses a missing, malformed or past schedule with a clear text", async () => {
    const item = await newNews();
    const cases: [unknown, string][] = [
      [{}, "Selecciona fecha y hora"],
      [{ fecha_programada: "" }, "Selecciona fecha y hora"],
      [{ fecha_programada: "mañana" }, "La fecha programada no es válida."],
      [
        { fecha_programada: "2020-01-01 10:00" },
        "La fecha programada debe ser posterior a la hora actual.",
      ],
    ];
    for (const [json, message] of cases) {
      const result = await call(schedule, {
        method: "PATCH",
        token: callers.admin1,
        json,
        params: { id: item.id },
      });
      expect([result.status, result.body.message]).toEqual([422, message]);
    }
  });

  it("soft-deletes: gone from lists and reads, kept in the database", async () => {
    const item = await newNews({ titulo: "Para borrar", estado: "publicado" });
    const removed = await call(deleteOne, {
      method: "DELETE",
      token: callers.admin1,
      params: { id: item.id },
    });
    expect(removed.status).toBe(200);
    expect((await db().news.findUnique({ where: { id: item.id } }))?.deleted_at).not.toBeNull();
    expect((await call(getOne, { token: callers.admin1, params: { id: item.id } })).status).toBe(
      404,
    );
    expect((await call(getOne, { params: { id: item.slug } })).status).toBe(404);
    const again = await call(deleteOne, {
      method: "DELETE",
      token: callers.admin1,
      params: { id: item.id },
    });
    expect(again.status).toBe(404);
  });
});

describe("news: who sees what", () => {
  it("shows the public only published news and due scheduled ones; editors see every state", async () => {
    const tag = `visibilidad${Date.now()}`;
    const now = Date.now();
    const draft = await storedNews({ titulo: `${tag} borrador`, estado: "borrador" });
    const live = await storedNews({
      titulo: `${tag} publicada`,
      estado: "publicado",
      fecha_publicacion: new Date(now - 5 * HOUR),
    });
    const due = await storedNews({
      titulo: `${tag} programada pasada`,
      estado: "programado",
      fecha_programada: new Date(now - HOUR),
      fecha_publicacion: new Date(now - HOUR),
    });
    const future = await storedNews({
      titulo: `${tag} programada futura`,
      estado: "programado",
      fecha_programada: new Date(now + HOUR),
      fecha_publicacion: new Date(now + HOUR),
    });
    const gone = await storedNews({
      titulo: `${tag} borrada`,
      estado: "publicado",
      fecha_publicacion: new Date(now),
      deleted_at: new Date(),
    });
    const path = `/api/noticias?q=${tag}`;
    const anonymous = await call(list, { path });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.items.map((n: { id: number }) => n.id)).toEqual([due.id, live.id]);
    expect(anonymous.body).toMatchObject({ total: 2, page: 1, pageSize: 12 });
    expect(anonymous.body.items[0]).toMatchObject({ estado: "publicado" });
    for (const token of [callers.citizen, callers.restricted[0]!.token]) {
      expect((await call(list, { path, token })).body.total).toBe(2);
    }
    const editor = await call(list, { path, token: callers.admin1 });
    expect(new Set(editor.body.items.map((n: { id: number }) => n.id))).toEqual(
      new Set([draft.id, live.id, due.id, future.id]),
    );
    const onlyDrafts = await call(list, { path: `${path}&estado=borrador`, token: callers.admin1 });
    expect(onlyDrafts.body.items.map((n: { id: number }) => n.id)).toEqual([draft.id]);
    expect((await call(getOne, { params: { id: future.slug } })).status).toBe(404);
    expect((await call(getOne, { params: { id: String(due.id) } })).body.item.id).toBe(due.id);
    expect(
      (await call(getOne, { token: callers.admin1, params: { id: future.slug } })).body.item.estado,
    ).toBe("programado");
    expect((await call(getOne, { params: { id: gone.slug } })).status).toBe(404);
  });

  it("publishDueNews stores the state of due scheduled news, audited as system, and the cron route runs it", async () => {
    const now = Date.now();
    const due = await storedNews({
      titulo: "Programada vencida",
      estado: "programado",
      fecha_programada: new Date(now - 60_000),
    });
    const future = await storedNews({
      titulo: "Programada futura",
      estado: "programado",
      fecha_programada: new Date(now + HOUR),
    });
    expiredTags.length = 0;
    const { published } = await publishDueNews();
    expect(published).toContain(due.id);
    expect(expiredTags).toContain("news");
    // A run with nothing due changes nothing, so the cached news pages stay.
    expiredTags.length = 0;
    expect((await publishDueNews(new Date(0))).published).toEqual([]);
    expect(expiredTags).toEqual([]);
    expect(published).not.toContain(future.id);
    const stored = await db().news.findUnique({ where: { id: due.id } });
    expect([stored?.estado, stored?.fecha_publicacion?.toISOString()]).toEqual([
      "publicado",
      due.fecha_programada?.toISOString(),
    ]);
    expect((await db().news.findUnique({ where: { id: future.id } }))?.estado).toBe("programado");
    expect(
      (
        await db().auditLog.findFirst({
          where: { action: "news.publish_scheduled", entity_id: String(due.id) },
        })
      )?.actor_type,
    ).toBe("system");
    expect((await publishDueNews()).published).not.toContain(due.id);
    const refused = await cron(new Request("http://localhost:3000/api/cron/publish-scheduled"));
    expect(refused.status).toBe(401);
    const ran = await cron(
      new Request("http://localhost:3000/api/cron/publish-scheduled", {
        headers: { authorization: "Bearer cron-secret-for-tests" },
      }),
    );
    expect(ran.status).toBe(200);
  });

  it("filters by year and month of the content date, orders, pages, and validates the filters", async () => {
    const tag = `filtros${Date.now()}`;
    const make = (fecha_contenido: string) =>
      newNews({ titulo: `${tag} ${fecha_contenido}`, fecha_contenido, estado: "publicado" });
    const a = await make("2015-03-10");
    const b = await make("2015-07-01");
    const c = await make("2016-03-20");
    const ids = async (query: string) =>
      (
        await call(list, { path: `/api/noticias?q=${tag}&${query}`, token: callers.admin1 })
      ).body.items.map((n: { id: number }) => n.id);
    expect(await ids("anio=2015")).toEqual([b.id, a.id]);
    expect(await ids("anio=2015&mes=3")).toEqual([a.id]);
    expect(await ids("mes=3&ordenar=contenido")).toEqual([c.id, a.id]);
    expect(await ids("orden=contenido&pageSize=1&page=2")).toEqual([b.id]);
    expect(await ids("limit=1")).toHaveLength(1);
    const beyond = await call(list, {
      path: `/api/noticias?q=${tag}&page=50`,
      token: callers.admin1,
    });
    expect(beyond.body).toMatchObject({ items: [], total: 3, page: 50 });
    const cases: [string, string][] = [
      ["anio=2009", "El año debe estar entre 2010 y 2030."],
      ["anio=2031", "El año debe estar entre 2010 y 2030."],
      ["mes=13", "El mes debe estar entre 1 y 12."],
      ["pageSize=101", "El tamaño de página debe estar entre 1 y 100."],
      ["page=0", "La página no es válida."],
      ["estado=otro", "Estado no válido."],
    ];
    for (const [query, message] of cases) {
      const result = await call(list, { path: `/api/noticias?${query}` });
      expect([result.status, result.body.message]).toEqual([422, message]);
    }
  });
});

describe("news: media and cover", () => {
  it("adds media by URL and by upload, edits, orders, and deletes by id and by URL", async () => {
    const item = await newNews();
    const params = { id: item.id };
    const byUrl = await call(addMediaUrl, {
      method: "POST",
      token: callers.admin1,
      json: { url: "https://ejemplo.gt/foto.jpg", titulo: "Foto" },
      params,
    });
    expect(byUrl.status).toBe(201);
    expect(byUrl.body.item).toMatchObject({ tipo: "imagen", posicion: 0, titulo: "Foto" });
    const video = await call(addMediaUrl, {
      method: "POST",
      token: callers.admin1,
      json: { url: "https://www.youtube.com/watch?v=abc" },
      params,
    });
    expect(video.body.item).toMatchObject({ tipo: "video", posicion: 1 });
    const image = await call(uploadMedia, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: { bytes: await pngBytes(), name: "foto.png" }, titulo: "Subida" }),
      params,
    });
    expect(image.status).toBe(201);
    expect(image.body.item).toMatchObject({
      tipo: "imagen",
      mime: "image/png",
      titulo: "Subida",
      posicion: 2,
    });
    const pdf = await call(uploadMedia, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: pdfBytes() }),
      params,
    });
    expect(pdf.body.item).toMatchObject({ tipo: "documento", mime: "application/pdf" });
    const mp4 = await call(uploadMedia, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: mp4Bytes() }),
      params,
    });
    expect(mp4.body.item).toMatchObject({ tipo: "video", mime: "video/mp4" });

    const moved = await call(patchMedia, {
      method: "PATCH",
      token: callers.admin1,
      json: { posicion: 10 },
      params: { ...params, mediaId: byUrl.body.item.id },
    });
    expect(moved.body.item.posicion).toBe(10);
    const renamed = await call(patchMedia, {
      method: "PATCH",
      token: callers.admin1,
      json: { titulo: "Nuevo" },
      params: { ...params, mediaId: video.body.item.id },
    });
    expect(renamed.body.item.titulo).toBe("Nuevo");
    const media = await call(listMedia, { token: callers.admin1, params });
    expect(media.body.items.map((m: { id: number }) => m.id)).toEqual([
      video.body.item.id,
      image.body.item.id,
      pdf.body.item.id,
      mp4.body.item.id,
      byUrl.body.item.id,
    ]);

    const byBody = await call(deleteMediaByUrl, {
      method: "DELETE",
      token: callers.admin1,
      json: { url: "https://ejemplo.gt/foto.jpg" },
      params,
    });
    expect(byBody.body).toEqual({ ok: true, deleted: 1 });
    const byQuery = await call(deleteMediaByUrl, {
      method: "DELETE",
      path: `/api/noticias/${item.id}/media?url=${encodeURIComponent("https://www.youtube.com/watch?v=abc")}`,
      token: callers.admin1,
      params,
    });
    expect(byQuery.body.deleted).toBe(1);
    const unknown = await call(deleteMediaByUrl, {
      method: "DELETE",
      token: callers.admin1,
      json: { url: "https://ejemplo.gt/no.png" },
      params,
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, "Medio no encontrado."]);
    const noUrl = await call(deleteMediaByUrl, { method: "DELETE", token: callers.admin1, params });
    expect([noUrl.status, noUrl.body.message]).toEqual([422, "Falta la URL del medio."]);
    const one = await call(deleteMedia, {
      method: "DELETE",
      token: callers.admin1,
      params: { ...params, mediaId: pdf.body.item.id },
    });
    expect(one.status).toBe(200);
    const twice = await call(deleteMedia, {
      method: "DELETE",
      token: callers.admin1,
      params: { ...params, mediaId: pdf.body.item.id },
    });
    expect(twice.status).toBe(404);
    expect((await call(listMedia, { token: callers.admin1, params })).body.items).toHaveLength(2);
  });

  it("validates media input and files by content", async () => {
    const item = await newNews();
    const params = { id: item.id };
    const cases: [unknown, string][] = [
      [{}, "Falta la URL del medio."],
      [{ url: "javascript:alert(1)" }, "La URL del medio no es válida."],
    ];
    for (const [json, message] of cases) {
      const result = await call(addMediaUrl, {
        method: "POST",
        token: callers.admin1,
        json,
        params,
      });
      expect([result.status, result.body.message]).toEqual([422, message]);
    }
    const media = await call(addMediaUrl, {
      method: "POST",
      token: callers.admin1,
      json: { url: "/api/files/x.png" },
      params,
    });
    const negative = await call(patchMedia, {
      method: "PATCH",
      token: callers.admin1,
      json: { posicion: -1 },
      params: { ...params, mediaId: media.body.item.id },
    });
    expect([negative.status, negative.body.message]).toEqual([
      422,
      "La posición debe ser 0 o mayor.",
    ]);
    const empty = await call(patchMedia, {
      method: "PATCH",
      token: callers.admin1,
      json: {},
      params: { ...params, mediaId: media.body.item.id },
    });
    expect([empty.status, empty.body.message]).toEqual([422, "Indica un título o una posición."]);
    const fake = await call(uploadMedia, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: { bytes: fakeImage(), name: "foto.jpg" } }),
      params,
    });
    expect([fake.status, fake.body.message]).toEqual([
      415,
      "Formato no permitido. Usa una imagen, un video MP4 o un PDF.",
    ]);
    const none = await call(uploadMedia, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ titulo: "sin archivo" }),
      params,
    });
    expect([none.status, none.body.message]).toEqual([422, "Selecciona un archivo primero."]);
    const notMultipart = await call(uploadMedia, {
      method: "POST",
      token: callers.admin1,
      json: { file: "x" },
      params,
    });
    expect([notMultipart.status, notMultipart.body.message]).toEqual([
      415,
      "Envía los archivos como formulario multipart/form-data.",
    ]);
    const broken = new Request("http://localhost:3000/x", {
      method: "POST",
      headers: {
        authorization: `Bearer ${callers.admin1}`,
        "content-type": "multipart/form-data; boundary=abc",
      },
      body: '--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
    });
    const brokenResult = await uploadMedia(broken, {
      params: Promise.resolve({ id: String(item.id) }),
    });
    expect([brokenResult.status, (await brokenResult.json()).message]).toEqual([
      400,
      "El formulario enviado no es válido.",
    ]);
  });

  it("serves media publicly only for published news (the public fallback)", async () => {
    const item = await newNews();
    await call(addMediaUrl, {
      method: "POST",
      token: callers.admin1,
      json: { url: "https://ejemplo.gt/a.png" },
      params: { id: item.id },
    });
    expect((await call(publicMedia, { params: { id: item.id } })).status).toBe(404);
    await call(publish, { method: "PATCH", token: callers.admin1, params: { id: item.id } });
    const media = await call(publicMedia, { params: { id: item.id } });
    expect(media.status).toBe(200);
    expect(media.body.items).toHaveLength(1);
    // Product.md §C.3: a news medium is of tipo 'imagen' (labor media keep image/video/document).
    expect(media.body.items[0]).toMatchObject({ tipo: "imagen" });
  });

  it("uploads a cover image for an existing item only", async () => {
    const item = await newNews();
    const result = await call(cover, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: { bytes: await pngBytes(), name: "portada.png" } }),
      params: { id: item.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.item.portada_url).toMatch(/^\/api\/files\/.+\.png$/);
    const pdf = await call(cover, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: pdfBytes() }),
      params: { id: item.id },
    });
    expect([pdf.status, pdf.body.message]).toEqual([
      415,
      "La portada debe ser una imagen (JPG, PNG, WEBP, GIF o HEIC).",
    ]);
    const none = await call(cover, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ x: "y" }),
      params: { id: item.id },
    });
    expect([none.status, none.body.message]).toEqual([422, "Selecciona una imagen primero."]);
    const missing = await call(cover, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ file: await pngBytes() }),
      params: { id: 99999999 },
    });
    expect(missing.status).toBe(404);
  });
});
