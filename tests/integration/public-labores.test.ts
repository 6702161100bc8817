import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as detail } from "@/app/api/labores/[slug]/route";
import { GET as list } from "@/app/api/labores/route";
import { GET as home } from "@/app/api/public/labores/route";
import { db } from "@/lib/db";
import { clearCache } from "./support/public-cache";

// The public labores calls (product.md §C.7): published items only, full-text search, year, paging,
// the detail with its media (cover first) and the home variant.
const WORD = `quetzalillo${Math.random().toString(36).slice(2, 7)}`;
const created: number[] = [];

async function get(handler: typeof list, path: string, params: Record<string, string> = {}) {
  const response = await handler(new Request(`http://localhost:3000${path}`), {
    params: Promise.resolve(params),
  });
  return { status: response.status, body: await response.json() };
}

async function labor(fields: {
  titulo: string;
  anio_ejecucion: number;
  estado: "publicado" | "borrador" | "oculto" | "archivado";
  descripcion?: string;
}) {
  const row = await db().labor.create({
    data: {
      ...fields,
      slug: `${fields.titulo.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${created.length}`,
      resumen: `Resumen ${WORD}`,
    },
  });
  created.push(row.id);
  return row;
}

let withMedia: { id: number; slug: string };

beforeAll(async () => {
  withMedia = await labor({
    titulo: `Puente ${WORD}`,
    anio_ejecucion: 2025,
    estado: "publicado",
    descripcion: `<p>Obra <strong>terminada</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">`,
  });
  await db().laborMedia.createMany({
    data: [
      { labor_id: withMedia.id, url: "/api/files/b.jpg", titulo: "Segunda", orden: 1 },
      {
        labor_id: withMedia.id,
        url: "/api/files/a.jpg",
        titulo: "Portada",
        orden: 5,
        is_portada: true,
        descripcion: "Vista general",
      },
    ],
  });
  await labor({
    titulo: `Escuela ${WORD}`,
    anio_ejecucion: 2023,
    estado: "publicado",
    descripcion: "Texto sin formato.",
  });
  await labor({ titulo: `Camino ${WORD}`, anio_ejecucion: 2026, estado: "publicado" });
  await labor({ titulo: `Borrador ${WORD}`, anio_ejecucion: 2026, estado: "borrador" });
  await labor({ titulo: `Oculta ${WORD}`, anio_ejecucion: 2026, estado: "oculto" });
});

beforeEach(() => clearCache());

afterAll(async () => {
  await db().labor.deleteMany({ where: { id: { in: created } } });
});

describe("public labores", () => {
  it("lists published labores, newest year first, with search, year and paging", async () => {
    const all = await get(list, `/api/labores?q=${WORD}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 12 });
    expect(all.body.items.map((item: { titulo: string }) => item.titulo)).toEqual([
      `Camino ${WORD}`,
      `Puente ${WORD}`,
      `Escuela ${WORD}`,
    ]);
    expect(all.body.items[1]).toMatchObject({
      anio_ejecucion: 2025,
      anio: 2025,
      resumen: `Resumen ${WORD}`,
    });
    expect(all.body.items[0]).not.toHaveProperty("estado");

    const year = await get(list, `/api/labores?q=${WORD}&anio=2023`);
    expect(year.body.items.map((item: { titulo: string }) => item.titulo)).toEqual([
      `Escuela ${WORD}`,
    ]);
    const second = await get(list, `/api/labores?q=${WORD}&page=2&pageSize=2`);
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items).toHaveLength(1);
    expect((await get(list, "/api/labores?pageSize=0")).status).toBe(422);
    expect((await get(list, "/api/labores?anio=abc")).status).toBe(422);
  });

  it("shows a published labor with sanitized HTML and its media, cover first", async () => {
    const result = await get(detail, `/api/labores/${withMedia.slug}`, { slug: withMedia.slug });
    expect(result.status).toBe(200);
    const { item } = result.body;
    expect(item.titulo).toBe(`Puente ${WORD}`);
    expect(item.descripcion_html).toContain("<strong>terminada</strong>");
    expect(item.descripcion_html).not.toMatch(/script|onerror/);
    expect(item.media.map((media: { titulo: string }) => media.titulo)).toEqual([
      "Portada",
      "Segunda",
    ]);
    expect(item.media[0]).toMatchObject({ url: "/api/files/a.jpg", alt: "Vista general" });

    const byId = await get(detail, `/api/labores/${withMedia.id}`, { slug: String(withMedia.id) });
    expect(byId.body.item.slug).toBe(withMedia.slug);
  });

  it("answers 404 for labores that are not published", async () => {
    const hidden = await db().labor.findMany({
      where: { id: { in: created }, estado: { not: "publicado" } },
    });
    for (const row of hidden) {
      const result = await get(detail, `/api/labores/${row.slug}`, { slug: row.slug });
      expect(result).toEqual({
        status: 404,
        body: { code: "NOT_FOUND", message: "No se encontró la labor." },
      });
    }
  });

  it("gives the home page its latest published labores", async () => {
    const result = await get(home, "/api/public/labores?estado=publicado&limit=3");
    expect(result.status).toBe(200);
    expect(result.body.items).toHaveLength(3);
    expect(result.body.pageSize).toBe(3);
    const years = result.body.items.map((item: { anio_ejecucion: number }) => item.anio_ejecucion);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect((await get(home, "/api/public/labores?estado=borrador")).status).toBe(422);
  });
});
