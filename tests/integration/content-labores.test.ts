import { beforeAll, describe, expect, it } from "vitest";
import {
  DELETE as deleteOne,
  GET as getOne,
  PUT as putOne,
} from "@/app/api/admin/labores/[id]/route";
import { GET as listMedia, POST as uploadMedia } from "@/app/api/admin/labores/[id]/media/route";
import {
  DELETE as deleteMedia,
  PATCH as patchMedia,
} from "@/app/api/admin/labores/[id]/media/[mediaId]/route";
import { PATCH as reorder } from "@/app/api/admin/labores/[id]/media/reorder/route";
import { PATCH as setStatus } from "@/app/api/admin/labores/[id]/status/route";
import { GET as list, POST as create } from "@/app/api/admin/labores/route";
import { db } from "@/lib/db";
import { listLaborCategories } from "@/lib/labores/admin-queries";
import { sortLaborMedia } from "@/lib/labores/schema";
import {
  call,
  expectCategoriesSaved,
  expectGuarded,
  fakeImage,
  formOf,
  makeCallers,
  pdfBytes,
  pngBytes,
  type Callers,
  editorActor,
} from "./support/content-helpers";

let callers: Callers;
const YEAR = "Ingresa un año de ejecución válido (1900–2100).";

beforeAll(async () => {
  callers = await makeCallers();
});

async function newLabor(fields: Record<string, unknown> = {}) {
  const result = await call(create, {
    method: "POST",
    token: callers.admin1,
    json: { titulo: "Labor de prueba", anio_ejecucion: 2023, ...fields },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.item as { id: number; slug: string; [key: string]: unknown };
}

async function upload(
  id: number,
  files: { bytes: Uint8Array; name: string }[],
  extra: Record<string, string> = {},
) {
  return call(uploadMedia, {
    method: "POST",
    token: callers.admin1,
    form: formOf({ files, ...extra }),
    params: { id },
  });
}

describe("labores: permissions", () => {
  it("refuses every call to anonymous (401), citizens and UserAdminNivel roles (403)", async () => {
    const labor = await newLabor();
    const id = { id: labor.id };
    const png = await pngBytes();
    const cases: [Parameters<typeof expectGuarded>[1], Parameters<typeof expectGuarded>[2]][] = [
      [list, { path: "/api/admin/labores" }],
      [create, { method: "POST", json: { titulo: "x", anio_ejecucion: 2020 } }],
      [getOne, { params: id }],
      [putOne, { method: "PUT", json: { titulo: "x" }, params: id }],
      [deleteOne, { method: "DELETE", params: id }],
      [setStatus, { method: "PATCH", json: { estado: "publicado" }, params: id }],
      [listMedia, { params: id }],
      [uploadMedia, { method: "POST", form: formOf({ files: png }), params: id }],
      [patchMedia, { method: "PATCH", json: { titulo: "x" }, params: { ...id, mediaId: 1 } }],
      [deleteMedia, { method: "DELETE", params: { ...id, mediaId: 1 } }],
      [reorder, { method: "PATCH", json: { items: [{ id: 1, orden: 0 }] }, params: id }],
    ];
    for (const [handler, options] of cases) await expectGuarded(callers, handler, options);
    expect((await db().labor.findUnique({ where: { id: labor.id } }))?.estado).toBe("borrador");
  });
});

describe("labores: create, update, status, delete", () => {
  it("creates with a unique slug and sanitized description, answering the spec's messages", async () => {
    const created = await call(create, {
      method: "POST",
      token: callers.admin2,
      json: {
        titulo: "Construcción de Escuela",
        anio_ejecucion: "2021",
        categoria_id: "",
        descripcion:
          '<p>Obra <b>lista</b></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><script>1</script>',
      },
    });
    expect([created.status, created.body.message]).toEqual([201, "Labor creada."]);
    expect(created.body.item).toMatchObject({
      slug: "construccion-de-escuela",
      estado: "borrador",
      anio_ejecucion: 2021,
      categoria_id: null,
      total_media: 0,
    });
    expect(created.body.item.descripcion).not.toMatch(/onerror|javascript:|script/);
    expect(created.body.item.descripcion).toContain("<b>lista</b>");
    expect((await newLabor({ titulo: "Construcción de escuela" })).slug).toBe(
      "construccion-de-escuela-2",
    );
    expect(
      await db().auditLog.count({
        where: { action: "labor.create", entity_id: String(created.body.item.id) },
      }),
    ).toBe(1);
  });

  it("validates titulo, año (1900–2100), estado and categoria with the spec's texts; malformed JSON is 400", async () => {
    const cases: [unknown, string][] = [
      [{ anio_ejecucion: 2020 }, "El título es obligatorio."],
      [{ titulo: "  ", anio_ejecucion: 2020 }, "El título es obligatorio."],
      [{ titulo: "x" }, YEAR],
      [{ titulo: "x", anio_ejecucion: "" }, YEAR],
      [{ titulo: "x", anio_ejecucion: 1899 }, YEAR],
      [{ titulo: "x", anio_ejecucion: 2101 }, YEAR],
      [{ titulo: "x", anio_ejecucion: "dos mil" }, YEAR],
      [{ titulo: "x", anio_ejecucion: 2020, estado: "eliminado" }, "Estado no válido."],
      [{ titulo: "x", anio_ejecucion: 2020, categoria_id: -2 }, "La categoría no es válida."],
      [{ titulo: "x", anio_ejecucion: 2020, categoria_id: 987654 }, "La categoría no existe."],
    ];
    for (const [json, message] of cases) {
      const result = await call(create, { method: "POST", token: callers.admin1, json });
      expect([result.status, result.body.message], JSON.stringify(json)).toEqual([422, message]);
    }
    expect(
      (await call(create, { method: "POST", token: callers.admin1, json: "{nope" })).status,
    ).toBe(400);
    const labor = await newLabor();
    expect(
      (
        await call(putOne, {
          method: "PUT",
          token: callers.admin1,
          json: "[",
          params: { id: labor.id },
        })
      ).status,
    ).toBe(400);
    const badYear = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: { anio_ejecucion: 3000 },
      params: { id: labor.id },
    });
    expect([badYear.status, badYear.body.message]).toEqual([422, YEAR]);
  });

  it("lists the categories by name for the editor, saves one or none, and refuses an unknown one (422)", async () => {
    const { id } = await newLabor();
    await expectCategoriesSaved({
      add: (data) => db().laborCategory.create({ data }),
      list: async () => listLaborCategories(await editorActor()),
      put: (json) => call(putOne, { method: "PUT", token: callers.admin1, json, params: { id } }),
      stored: async () => (await db().labor.findUnique({ where: { id } }))?.categoria_id,
    });
  });

  it("saves a place (a department and one of its municipalities, or neither) and refuses others (422)", async () => {
    const labor = await newLabor({ departamento: "Quetzaltenango", municipio: "Cantel" });
    expect(labor).toMatchObject({ departamento: "Quetzaltenango", municipio: "Cantel" });
    const put = (json: Record<string, unknown>) =>
      call(putOne, { method: "PUT", token: callers.admin1, json, params: { id: labor.id } });
    const stored = async () =>
      db().labor.findUnique({
        where: { id: labor.id },
        select: { departamento: true, municipio: true },
      });

    const cases: [Record<string, unknown>, string, string][] = [
      [
        { departamento: "Atlántida", municipio: "Cantel" },
        "departamento",
        "Selecciona un departamento de la lista.",
      ],
      [
        { departamento: "Sololá", municipio: "Cantel" },
        "municipio",
        "Selecciona un municipio del departamento elegido.",
      ],
      [
        { departamento: "Sololá", municipio: null },
        "municipio",
        "Selecciona el municipio donde se realizó la labor.",
      ],
      [
        { departamento: "Sololá" },
        "municipio",
        "Selecciona el municipio donde se realizó la labor.",
      ],
      [{ municipio: "Panajachel" }, "departamento", "Selecciona el departamento del municipio."],
      [{ departamento: null }, "departamento", "Selecciona el departamento del municipio."],
    ];
    for (const [json, field, message] of cases) {
      const refused = await put(json);
      expect([refused.status, refused.body.message], JSON.stringify(json)).toEqual([422, message]);
      expect(refused.body.errors).toContainEqual({ field, msg: message });
    }
    expect(await stored()).toEqual({ departamento: "Quetzaltenango", municipio: "Cantel" });

    const moved = await put({ departamento: "Sololá", municipio: "Panajachel" });
    expect(moved.status).toBe(200);
    expect(moved.body.item).toMatchObject({ departamento: "Sololá", municipio: "Panajachel" });
    // Other fields leave the place alone; both blank clear it.
    expect((await put({ titulo: "Con lugar" })).body.item.municipio).toBe("Panajachel");
    const cleared = await put({ departamento: "", municipio: "" });
    expect(cleared.body.item).toMatchObject({ departamento: null, municipio: null });
    expect(await stored()).toEqual({ departamento: null, municipio: null });
  });

  it("updates, changes status with 'Estado cambiado a {status}.', and deletes with 'Labor eliminada.'", async () => {
    const labor = await newLabor({ resumen: "Antes" });
    const saved = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: { titulo: "Nuevo título", resumen: "" },
      params: { id: labor.id },
    });
    expect([saved.status, saved.body.message]).toEqual([200, "Cambios guardados."]);
    expect(saved.body.item).toMatchObject({
      titulo: "Nuevo título",
      resumen: null,
      slug: labor.slug,
    });
    const published = await call(setStatus, {
      method: "PATCH",
      token: callers.admin1,
      json: { estado: "publicado" },
      params: { id: labor.id },
    });
    expect([published.body.message, published.body.item.estado]).toEqual([
      "Estado cambiado a publicado.",
      "publicado",
    ]);
    const hidden = await call(setStatus, {
      method: "PATCH",
      token: callers.admin1,
      json: { estado: "oculto" },
      params: { id: labor.id },
    });
    expect(hidden.body.message).toBe("Estado cambiado a oculto.");
    const bad = await call(setStatus, {
      method: "PATCH",
      token: callers.admin1,
      json: { estado: "x" },
      params: { id: labor.id },
    });
    expect([bad.status, bad.body.message]).toEqual([422, "Estado no válido."]);
    const removed = await call(deleteOne, {
      method: "DELETE",
      token: callers.admin1,
      params: { id: labor.id },
    });
    expect([removed.status, removed.body.message]).toEqual([200, "Labor eliminada."]);
    expect((await call(getOne, { token: callers.admin1, params: { id: labor.id } })).status).toBe(
      404,
    );
    const missing = await call(putOne, {
      method: "PUT",
      token: callers.admin1,
      json: { titulo: "x" },
      params: { id: labor.id },
    });
    expect([missing.status, missing.body.message]).toEqual([404, "No se encontró la labor."]);
  });

  it("starts the office's list with the labor created last, whatever its year", async () => {
    const tag = `nuevalab${Date.now()}`;
    const recent = await newLabor({ titulo: `${tag} reciente`, anio_ejecucion: 2026 });
    const older = await newLabor({ titulo: `${tag} antigua`, anio_ejecucion: 2012 });
    const listed = await call(list, { path: `/api/admin/labores?q=${tag}`, token: callers.admin1 });
    expect(listed.body.items.map((l: { id: number }) => l.id)).toEqual([older.id, recent.id]);
    const first = await call(list, {
      path: "/api/admin/labores?pageSize=10",
      token: callers.admin1,
    });
    expect(first.body.items[0].id).toBe(older.id);
  });

  it("lists with q, anio, estado and page sizes 10/20/50/100 (20 by default), with thumbnail and total_media", async () => {
    const tag = `filtrolab${Date.now()}`;
    const a = await newLabor({ titulo: `${tag} alfa`, anio_ejecucion: 2019, estado: "publicado" });
    const b = await newLabor({ titulo: `${tag} beta`, anio_ejecucion: 2020 });
    await upload(a.id, [
      { bytes: await pngBytes(), name: "a.png" },
      { bytes: pdfBytes(), name: "b.pdf" },
    ]);
    const all = await call(list, { path: `/api/admin/labores?q=${tag}`, token: callers.admin1 });
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.body.items.map((l: { id: number }) => l.id)).toEqual([b.id, a.id]);
    const withMedia = all.body.items[1];
    expect(withMedia.total_media).toBe(2);
    expect(withMedia.thumbnail_url).toMatch(/^\/api\/files\//);
    const ids = async (query: string) =>
      (
        await call(list, { path: `/api/admin/labores?q=${tag}&${query}`, token: callers.admin1 })
      ).body.items.map((l: { id: number }) => l.id);
    expect(await ids("anio=2019")).toEqual([a.id]);
    expect(await ids("estado=borrador")).toEqual([b.id]);
    expect(await ids("pageSize=10&page=1&anio=&estado=")).toEqual([b.id, a.id]);
    const beyond = await call(list, {
      path: `/api/admin/labores?q=${tag}&page=9`,
      token: callers.admin1,
    });
    expect(beyond.body).toMatchObject({ items: [], total: 2, page: 9 });
    for (const [query, message] of [
      ["pageSize=101", "El tamaño de página debe estar entre 1 y 100."],
      ["anio=1800", YEAR],
      ["estado=x", "Estado no válido."],
    ]) {
      const result = await call(list, {
        path: `/api/admin/labores?${query}`,
        token: callers.admin1,
      });
      expect([result.status, result.body.message]).toEqual([422, message]);
    }
  });
});

describe("labores: media", () => {
  it("uploads several files; the first image becomes the only cover and the labor follows it", async () => {
    const labor = await newLabor();
    const result = await upload(
      labor.id,
      [
        { bytes: pdfBytes(), name: "informe.pdf" },
        { bytes: await pngBytes(), name: "uno.png" },
        { bytes: await pngBytes(4, 4), name: "dos.png" },
      ],
      { titulo: "Obra", descripcion: "Detalle" },
    );
    expect(result.status).toBe(201);
    const items = result.body.items as {
      id: number;
      is_portada: number;
      tipo: string;
      titulo: string;
      url: string;
      orden: number;
    }[];
    expect(items.map((m) => m.tipo)).toEqual(["image", "document", "image"]);
    expect(items.filter((m) => m.is_portada === 1)).toHaveLength(1);
    expect(items[0]).toMatchObject({ is_portada: 1, titulo: "Obra", orden: 1 });
    const stored = await db().labor.findUnique({ where: { id: labor.id } });
    expect(stored?.portada_url).toBe(items[0]!.url);
    expect(stored?.thumbnail_url).toBe(items[0]!.url);
  });

  it("marks another cover in one transaction (exactly one), and unmarking clears the labor's cover", async () => {
    const labor = await newLabor();
    const items = (
      await upload(labor.id, [
        { bytes: await pngBytes(), name: "a.png" },
        { bytes: await pngBytes(), name: "b.png" },
      ])
    ).body.items as { id: number; url: string }[];
    const second = items[1]!;
    const marked = await call(patchMedia, {
      method: "PATCH",
      token: callers.admin1,
      json: { is_portada: 1, titulo: "Portada nueva" },
      params: { id: labor.id, mediaId: second.id },
    });
    expect(marked.body.item).toMatchObject({ is_portada: 1, titulo: "Portada nueva" });
    expect(await db().laborMedia.count({ where: { labor_id: labor.id, is_portada: true } })).toBe(
      1,
    );
    const stored = await db().labor.findUnique({ where: { id: labor.id } });
    expect([stored?.portada_url, stored?.portada_alt]).toEqual([second.url, "Portada nueva"]);
    const media = await call(listMedia, { token: callers.admin1, params: { id: labor.id } });
    expect(media.body.items[0].id).toBe(second.id);
    const unmarked = await call(patchMedia, {
      method: "PATCH",
      token: callers.admin1,
      json: { is_portada: false },
      params: { id: labor.id, mediaId: second.id },
    });
    expect(unmarked.body.item.is_portada).toBe(0);
    expect((await db().labor.findUnique({ where: { id: labor.id } }))?.portada_url).toBeNull();
  });

  it("refuses a non-image cover, an empty change, wrong files, and unknown media", async () => {
    const labor = await newLabor();
    const items = (await upload(labor.id, [{ bytes: pdfBytes(), name: "a.pdf" }])).body.items as {
      id: number;
    }[];
    const pdfCover = await call(patchMedia, {
      method: "PATCH",
      token: callers.admin1,
      json: { is_portada: true },
      params: { id: labor.id, mediaId: items[0]!.id },
    });
    expect([pdfCover.status, pdfCover.body.message]).toEqual([
      422,
      "Solo una imagen puede ser la portada.",
    ]);
    const empty = await call(patchMedia, {
      method: "PATCH",
      token: callers.admin1,
      json: {},
      params: { id: labor.id, mediaId: items[0]!.id },
    });
    expect([empty.status, empty.body.message]).toEqual([
      422,
      "Indica un título, una descripción o la portada.",
    ]);
    const fake = await upload(labor.id, [{ bytes: fakeImage(), name: "x.jpg" }]);
    expect([fake.status, fake.body.message]).toEqual([
      415,
      "Formato no permitido. Usa una imagen, un video MP4 o un PDF.",
    ]);
    const none = await call(uploadMedia, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ titulo: "x" }),
      params: { id: labor.id },
    });
    expect([none.status, none.body.message]).toEqual([422, "Selecciona al menos un archivo."]);
    const unknown = await call(deleteMedia, {
      method: "DELETE",
      token: callers.admin1,
      params: { id: labor.id, mediaId: 999999 },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, "Archivo no encontrado."]);
    const otherLabor = await call(uploadMedia, {
      method: "POST",
      token: callers.admin1,
      form: formOf({ files: await pngBytes() }),
      params: { id: 999999 },
    });
    expect(otherLabor.status).toBe(404);
  });

  it("reorders (cover first, then orden, then id) and refuses media of another labor", async () => {
    const labor = await newLabor();
    const png = await pngBytes();
    const items = (
      await upload(
        labor.id,
        [1, 2, 3].map((n) => ({ bytes: png, name: `${n}.png` })),
      )
    ).body.items as { id: number }[];
    const [cover, b, c] = items.map((m) => m.id) as [number, number, number];
    const result = await call(reorder, {
      method: "PATCH",
      token: callers.admin1,
      json: {
        items: [
          { id: cover, orden: 5 },
          { id: b, orden: 2 },
          { id: c, orden: 1 },
        ],
      },
      params: { id: labor.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.items.map((m: { id: number }) => m.id)).toEqual([cover, c, b]);
    const other = await newLabor();
    const foreign = await call(reorder, {
      method: "PATCH",
      token: callers.admin1,
      json: { items: [{ id: cover, orden: 0 }] },
      params: { id: other.id },
    });
    expect([foreign.status, foreign.body.message]).toEqual([422, "El orden enviado no es válido."]);
    const bad = await call(reorder, {
      method: "PATCH",
      token: callers.admin1,
      json: { items: [] },
      params: { id: labor.id },
    });
    expect([bad.status, bad.body.message]).toEqual([422, "El orden enviado no es válido."]);
    expect(
      sortLaborMedia([
        { id: 4, orden: null, is_portada: 0 },
        { id: 3, orden: 10000, is_portada: 0 },
        { id: 2, orden: 7, is_portada: 0 },
        { id: 9, orden: 50, is_portada: 1 },
        { id: 1, orden: null, is_portada: 0 },
      ]).map((m) => m.id),
    ).toEqual([9, 2, 1, 4, 3]);
  });

  it("deleting the cover passes it to the next image", async () => {
    const labor = await newLabor();
    const png = await pngBytes();
    const items = (
      await upload(labor.id, [
        { bytes: png, name: "a.png" },
        { bytes: png, name: "b.png" },
      ])
    ).body.items as { id: number; url: string }[];
    const removed = await call(deleteMedia, {
      method: "DELETE",
      token: callers.admin1,
      params: { id: labor.id, mediaId: items[0]!.id },
    });
    expect(removed.status).toBe(200);
    const rest = (await call(listMedia, { token: callers.admin1, params: { id: labor.id } })).body
      .items;
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({ id: items[1]!.id, is_portada: 1 });
    expect((await db().labor.findUnique({ where: { id: labor.id } }))?.portada_url).toBe(
      items[1]!.url,
    );
  });
});
