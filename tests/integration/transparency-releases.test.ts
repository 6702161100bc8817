import { describe, expect, it } from "vitest";
import { computeCsvFigures, computeTransparency } from "@/lib/transparency/figures";
import { isPublishable } from "@/lib/transparency/tables";
import type { TransparencyData } from "@/lib/transparency/schema";
import { ensureFreshStats, refreshTransparencyStats } from "@/lib/transparency/stats";
import {
  categoriesNamed,
  citizen,
  gestion,
  gt,
  onEmptyTables,
  type Tx,
} from "./support/transparency-fixture";

// /transparencia as a monthly release, through the database: every read of a month sees the same
// figures whatever happens meanwhile, and the next month's release differs from it only by whole
// new periods, even when the gestiones the old ones counted change.
const DECEMBER = new Date("2026-12-03T18:00:00.000Z");
const LATER_IN_DECEMBER = new Date("2026-12-28T20:00:00.000Z");
const JANUARY = new Date("2027-01-04T15:00:00.000Z");

/** 33 gestiones from September to November 2026: each month 6 of Salud from the city, all
 * resolved, through the portal, and 5 of Agua from Zunil, open, taken at the office. */
async function autumn(tx: Tx) {
  const [salud, agua, vias] = await categoriesNamed(tx, "Salud", "Agua", "Vías");
  const city = await citizen(tx, "Quetzaltenango", "Quetzaltenango");
  const zunil = await citizen(tx, "Quetzaltenango", "Zunil");
  const cantel = await citizen(tx, "Quetzaltenango", "Cantel");
  for (const month of ["09", "10", "11"]) {
    for (let day = 2; day <= 7; day++)
      await gestion(tx, {
        citizenId: city.id,
        categoriaId: salud!.id,
        created: gt(`2026-${month}-0${day}`),
        status: "resolved",
        resolved: gt(`2026-${month}-0${day}`, 16),
      });
    for (let day = 10; day <= 14; day++)
      await gestion(tx, {
        citizenId: zunil.id,
        categoriaId: agua!.id,
        created: gt(`2026-${month}-${day}`),
        status: "new",
        canal: "presencial",
      });
  }
  await refreshTransparencyStats(tx, DECEMBER);
  return { city, zunil, cantel, salud: salud!, agua: agua!, vias: vias! };
}

/** Every count a release publishes about gestiones, by where it appears. */
function counts(data: TransparencyData): Map<string, number> {
  const g = data.gestiones;
  return new Map<string, number>([
    ["total", g.total ?? 0],
    ["resueltas", g.resueltas ?? 0],
    ["rechazadas", g.rechazadas ?? 0],
    ...g.por_categoria.flatMap((row): [string, number][] => [
      [`categoría ${row.categoria}`, row.total],
      [`resueltas ${row.categoria}`, row.resueltas],
    ]),
    ...g.por_municipio.map((row): [string, number] => [`lugar ${row.municipio}`, row.total]),
    ...g.por_canal.flatMap((row): [string, number][] => [
      [`canal ${row.canal}`, row.total],
      [`resueltas canal ${row.canal}`, row.resueltas],
    ]),
    ...g.por_periodo.flatMap((row): [string, number][] => [
      [`${row.hasta} recibidas`, row.recibidas],
      [`${row.hasta} resueltas`, row.resueltas],
    ]),
  ]);
}

describe("a monthly release", () => {
  it("is the same on every read of its month, whatever is filed, answered or changed meanwhile", async () => {
    const [first, later, csvFirst, csvLater] = await onEmptyTables(async (tx) => {
      const { city, zunil, salud, agua } = await autumn(tx);
      const first = await computeTransparency(DECEMBER, tx);
      const csvFirst = await computeCsvFigures(tx, DECEMBER);
      // December: new gestiones, an open one resolved, a citizen moved, another's place erased.
      for (let day = 4; day <= 9; day++)
        await gestion(tx, {
          citizenId: city.id,
          categoriaId: salud.id,
          created: gt(`2026-12-0${day}`),
          status: "new",
        });
      await tx.citizen.update({ where: { id: zunil.id }, data: { municipio: "Almolonga" } });
      const open = await tx.gestion.findFirstOrThrow({ where: { categoria_id: agua.id } });
      await tx.gestion.update({
        where: { id: open.id },
        data: { status: "resolved", resolved_at: gt("2026-12-10") },
      });
      await tx.gestionStatusEvent.create({
        data: { gestion_id: open.id, to_status: "resolved", created_at: gt("2026-12-10") },
      });
      await tx.citizen.update({
        where: { id: city.id },
        data: { departamento: null, municipio: null },
      });
      expect(await ensureFreshStats(tx, LATER_IN_DECEMBER)).toBe(false);
      return [
        first,
        await computeTransparency(LATER_IN_DECEMBER, tx),
        csvFirst,
        await computeCsvFigures(tx, LATER_IN_DECEMBER),
      ];
    });
    expect(first.gestiones.total).toBe(33);
    expect(later).toEqual(first);
    expect(csvLater).toEqual(csvFirst);
  });

  it("next month adds whole periods only: no difference of 1 to 4, old periods as published", async () => {
    const [december, january, csvDecember, csvJanuary] = await onEmptyTables(async (tx) => {
      const { city, zunil, cantel, salud, agua, vias } = await autumn(tx);
      const december = await computeTransparency(DECEMBER, tx);
      const csvDecember = await computeCsvFigures(tx, DECEMBER);
      // December: six more of Salud from the city, and two of Agua from Cantel by WhatsApp,
      // which must not show as "Cantel: 2" or "WhatsApp: 2" in any comparison.
      for (let day = 1; day <= 6; day++)
        await gestion(tx, {
          citizenId: city.id,
          categoriaId: salud.id,
          created: gt(`2026-12-0${day}`, 10),
          status: "new",
        });
      for (const day of ["2026-12-14", "2026-12-15"])
        await gestion(tx, {
          citizenId: cantel.id,
          categoriaId: agua.id,
          created: gt(day),
          status: "new",
          canal: "whatsapp",
        });
      // Meanwhile the past changes: Zunil's citizen deletes the account (the place is erased) and
      // one September gestión moves from Agua to Vías. Counted again, September would read
      // differently, and the difference would single out that one gestión.
      await tx.citizen.update({
        where: { id: zunil.id },
        data: { departamento: null, municipio: null },
      });
      const moved = await tx.gestion.findFirstOrThrow({
        where: { categoria_id: agua.id, created_at: { lt: gt("2026-10-01") } },
      });
      await tx.gestion.update({ where: { id: moved.id }, data: { categoria_id: vias.id } });
      return [
        december,
        await computeTransparency(JANUARY, tx),
        csvDecember,
        await computeCsvFigures(tx, JANUARY),
      ];
    });
    expect(december.periodo).toBe("2026-12");
    expect(january.periodo).toBe("2027-01");
    expect(january.datos_hasta).toBe("2026-12");
    // The autumn's periods, exactly as December published them.
    expect(january.gestiones.por_periodo.slice(0, 3)).toEqual(december.gestiones.por_periodo);
    expect(csvJanuary.slice(0, csvDecember.length)).toEqual(csvDecember);
    const [before, after] = [counts(december), counts(january)];
    expect(before.get("lugar Zunil")).toBe(15);
    expect(after.get("lugar Zunil")).toBe(15);
    for (const [name, count] of after)
      expect(isPublishable(count), `${name} = ${count}`).toBe(true);
    for (const name of new Set([...before.keys(), ...after.keys()])) {
      const change = Math.abs((after.get(name) ?? 0) - (before.get(name) ?? 0));
      expect(isPublishable(change), `${name}: ${before.get(name)} → ${after.get(name)}`).toBe(true);
    }
    expect(after.get("total")! - before.get("total")!).toBe(8);
    expect([...after.keys()]).not.toContain("lugar Cantel");
    expect(before.get("canal Presencial")).toBe(15);
    expect(after.get("canal Presencial")).toBe(15);
    expect([...after.keys()].filter((name) => name.includes("WhatsApp"))).toEqual([]);
  });
});

describe("the periods stored before channels were counted", () => {
  it("get, at the next computation, the channel table they would have had; one worked out to other totals, one group 'Sin dato'", async () => {
    const { first, again, stored } = await onEmptyTables(async (tx) => {
      await autumn(tx);
      const first = await computeTransparency(DECEMBER, tx);
      await tx.$executeRaw`UPDATE transparency_periods SET canales = NULL`;
      // September's period can no longer be worked out to the totals it was published with.
      const gone = await tx.gestion.findFirstOrThrow({
        where: { created_at: { lt: gt("2026-10-01") }, status: "new" },
      });
      await tx.gestion.delete({ where: { id: gone.id } });
      await refreshTransparencyStats(tx, DECEMBER);
      const stored = await tx.$queryRaw<{ hasta: string; canales: unknown }[]>`
        SELECT hasta, canales FROM transparency_periods ORDER BY hasta`;
      return { first, again: await computeTransparency(DECEMBER, tx), stored };
    });
    expect(first.gestiones.por_canal).toEqual([
      { canal: "Portal", total: 18, resueltas: 18 },
      { canal: "Presencial", total: 15, resueltas: 0 },
    ]);
    expect(stored).toEqual([
      { hasta: "2026-09", canales: [{ canal: "Sin dato", total: 11, resueltas: 6 }] },
      {
        hasta: "2026-10",
        canales: [
          { canal: "portal", total: 6, resueltas: 6 },
          { canal: "presencial", total: 5, resueltas: 0 },
        ],
      },
      {
        hasta: "2026-11",
        canales: [
          { canal: "portal", total: 6, resueltas: 6 },
          { canal: "presencial", total: 5, resueltas: 0 },
        ],
      },
    ]);
    expect(again.gestiones.total).toBe(33);
    expect(again.gestiones.por_canal).toEqual([
      { canal: "Portal", total: 12, resueltas: 12 },
      { canal: "Sin dato", total: 11, resueltas: 6 },
      { canal: "Presencial", total: 10, resueltas: 0 },
    ]);
  });
});
