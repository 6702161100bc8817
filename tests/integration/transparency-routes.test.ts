import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as csv } from "@/app/(public)/transparencia/datos.csv/route";
import { GET as openData } from "@/app/api/transparencia/route";
import { db } from "@/lib/db";
import { laborCreateInput } from "@/lib/labores/schema";
import { createLabor } from "@/lib/labores/service";
import { updateSiteSettings } from "@/lib/site/service";
import { refreshTransparencyStats } from "@/lib/transparency/stats";
import { clearCache, expiredTags, lastRead } from "./support/public-cache";
import { createAdmin, signIn } from "./support/helpers";
import { openOwnDatabase } from "./support/own-database";
import { PERSONAL, category, citizen, gestion, gt } from "./support/transparency-fixture";

// GET /api/transparencia and /transparencia/datos.csv: the published shape, a UTF-8 CSV with its
// byte-order mark, nothing personal, and nothing at all while the section is switched off. The
// release is computed over every gestión, so this file keeps a database of its own: another file's
// single gestión would fold these six into "Otros" to keep it from being singled out.
let database: Awaited<ReturnType<typeof openOwnDatabase>>;

beforeAll(async () => {
  database = await openOwnDatabase("transparencia", { seeded: false });
  const salud = await category(db(), "Salud");
  // Six gestiones of one citizen: a group large enough to be published as it is.
  const person = await citizen(db(), "Quetzaltenango", "Zunil");
  for (let day = 2; day <= 7; day++) {
    await gestion(db(), {
      citizenId: person.id,
      categoriaId: salud.id,
      created: gt(`2026-11-0${day}`),
      status: "resolved",
      reply: gt(`2026-11-0${day}`, 15),
      resolved: gt(`2026-11-0${day}`, 16),
      due: gt("2026-11-20", 0),
    });
  }
  await refreshTransparencyStats(db());
  // A published labor whose own words must stay on its page, never in the aggregates.
  await db().labor.create({
    data: {
      titulo: PERSONAL.titulo,
      descripcion: PERSONAL.mensaje,
      slug: `tr-rutas-${Date.now()}`,
      anio_ejecucion: 2024,
      estado: "publicado",
      departamento: "Quetzaltenango",
      municipio: "Almolonga",
    },
  });
});

beforeEach(() => clearCache());

afterAll(() => database.close());

const request = (path: string) => new Request(`http://localhost:3000${path}`);
const noParams = { params: Promise.resolve({}) };

async function setSection(on: boolean) {
  const admin = await createAdmin("AdminNivel1");
  const { actor } = await signIn({ kind: "admin", adminId: admin.id });
  return updateSiteSettings(actor, { mostrar_transparencia: on });
}

describe("transparency open data", () => {
  it("answers the published JSON shape, whose breakdowns add up to their totals", async () => {
    const response = await openData(request("/api/transparencia"), noParams);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual([
      "asistente",
      "datos_hasta",
      "generated_at",
      "gestiones",
      "labores",
      "periodo",
    ]);
    expect(Object.keys(body.gestiones).sort()).toEqual(
      [
        "total",
        "abiertas",
        "resueltas",
        "rechazadas",
        "mediana_dias_primera_respuesta",
        "mediana_dias_resolucion",
        "dentro_de_plazo",
        "por_categoria",
        "por_municipio",
        "por_canal",
        "por_periodo",
      ].sort(),
    );
    expect(new Date(body.generated_at).toISOString()).toBe(body.generated_at);
    expect(body.periodo).toMatch(/^\d{4}-\d{2}$/);
    expect(body.datos_hasta).toMatch(/^\d{4}-\d{2}$/);
    expect(body.gestiones.total).toBeGreaterThanOrEqual(6);
    expect(body.gestiones.por_categoria[0]).toEqual({
      categoria: expect.any(String),
      total: expect.any(Number),
      resueltas: expect.any(Number),
    });
    expect(body.gestiones.por_municipio).toContainEqual({
      departamento: "Quetzaltenango",
      municipio: "Zunil",
      total: 6,
    });
    expect(body.gestiones.por_canal).toContainEqual({ canal: "Portal", total: 6, resueltas: 6 });
    expect(body.gestiones.por_periodo.at(-1)).toEqual({
      desde: expect.stringMatching(/^\d{4}-\d{2}$/),
      hasta: body.datos_hasta,
      recibidas: expect.any(Number),
      resueltas: expect.any(Number),
      rechazadas: expect.any(Number),
    });
    const sum = (rows: { total: number }[]) => rows.reduce((total, row) => total + row.total, 0);
    const g = body.gestiones;
    expect(sum(g.por_categoria)).toBe(g.total);
    expect(sum(g.por_municipio)).toBe(g.total);
    expect(sum(g.por_canal)).toBe(g.total);
    expect(g.abiertas + (g.resueltas ?? 0) + (g.rechazadas ?? 0)).toBe(g.total);
    expect(Object.keys(body.labores).sort()).toEqual(["por_anio", "por_municipio", "total"]);
    expect(body.labores.por_municipio).toContainEqual({
      departamento: "Quetzaltenango",
      municipio: "Almolonga",
      total: expect.any(Number),
    });
    expect(body.labores.por_anio).toContainEqual({ anio: 2024, total: expect.any(Number) });
    expect(sum(body.labores.por_municipio)).toBe(body.labores.total);
    expect(sum(body.labores.por_anio)).toBe(body.labores.total);
    expect(body.asistente).toEqual({
      dias: 30,
      preguntas_respondidas: expect.any(Number),
      con_informacion_publicada: expect.any(Number),
    });
  });

  it("serves a UTF-8 CSV with a byte-order mark, a header row and one row per period and category, and per period and channel", async () => {
    const response = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(".csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe("desde,hasta,categoria,canal,recibidas,resueltas");
    expect(lines.slice(1)).toContain("2026-11,2026-11,Salud,,6,6");
    expect(lines.slice(1)).toContain("2026-11,2026-11,,Portal,6,6");
    // Each line names a category or a channel, never both.
    for (const line of lines.slice(1))
      expect(line).toMatch(/^\d{4}-\d{2},\d{4}-\d{2},([^,]+,|,[^,]+),\d+,\d+$/);
  });

  it("publishes nothing personal", async () => {
    const published =
      JSON.stringify(await (await openData(request("/api/transparencia"), noParams)).json()) +
      (await (await csv()).text());
    for (const personal of Object.values(PERSONAL)) expect(published).not.toContain(personal);
    expect(published).not.toMatch(/@|\d{13}/);
  });

  it("is cached for an hour at most under the tags the toggle, labores and the monthly release expire", async () => {
    expect((await openData(request("/api/transparencia"), noParams)).status).toBe(200);
    expect(lastRead.tags).toEqual(["site", "labores", "transparency"]);
    expect(lastRead.life?.revalidate).toBe(3600);

    const admin = await createAdmin("AdminNivel1");
    const { actor } = await signIn({ kind: "admin", adminId: admin.id });
    await createLabor(
      actor,
      laborCreateInput.parse({
        titulo: "Labor publicada desde la prueba",
        anio_ejecucion: 2025,
        estado: "publicado",
        departamento: "Sololá",
        municipio: "Panajachel",
      }),
    );
    expect(expiredTags).toContain("labores");
    const body = await (await openData(request("/api/transparencia"), noParams)).json();
    expect(body.labores.por_municipio).toContainEqual({
      departamento: "Sololá",
      municipio: "Panajachel",
      total: expect.any(Number),
    });
  });

  it("answers 404 while the office switched the section off, and expires the public pages", async () => {
    const settings = await setSection(false);
    expect(settings.mostrar_transparencia).toBe(false);
    expect(expiredTags).toContain("site");
    const off = await openData(request("/api/transparencia"), noParams);
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ code: "NOT_FOUND", message: "No encontrado." });
    expect((await csv()).status).toBe(404);

    await setSection(true);
    expect((await openData(request("/api/transparencia"), noParams)).status).toBe(200);
    expect((await csv()).status).toBe(200);
  });
});
