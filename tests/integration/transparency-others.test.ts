import { describe, expect, it } from "vitest";
import { computeMonthCategoryFigures, computeTransparency } from "@/lib/transparency/figures";
import { toCsv } from "@/lib/transparency/schema";
import { refreshTransparencyStats } from "@/lib/transparency/stats";
import { category, citizen, gestion, gt, onEmptyTables, type Tx } from "./transparency-fixture";

// A real category named "Otros" beside groups of 1 to 4 gestiones: the page, the JSON and the CSV
// show one "Otros" row holding both, never two rows of the same name.
const NOW = new Date("2026-11-26T18:00:00.000Z");

async function othersFixture(tx: Tx) {
  const [otros, salud, vias, educacion] = await Promise.all(
    ["Otros", "Salud", "Vías", "Educación"].map((nombre) => category(tx, nombre)),
  );
  const mixco = await citizen(tx, "Guatemala", "Mixco");
  // A place stored as "Otros" (an account from before the location lists) is not a real group.
  const legacy = await citizen(tx, "Otros", "Otros");
  const flores = await citizen(tx, "Petén", "Flores");
  const filed = (citizenId: number, categoriaId: number, count: number, resolved: number) =>
    Array.from({ length: count }, (_, i) => ({
      citizenId,
      categoriaId,
      created: gt("2026-11-10"),
      status: i < resolved ? ("resolved" as const) : ("new" as const),
      resolved: i < resolved ? gt("2026-11-12") : undefined,
    }));
  const rows = [
    // Category "Otros" and place "Otros": 6 gestiones (3 resolved), large enough on their own.
    ...filed(legacy.id, otros!.id, 6, 3),
    ...filed(mixco.id, salud!.id, 5, 5),
    // Small: Vías 2 (1 resolved) from Mixco, Educación 1 from Flores.
    ...filed(mixco.id, vias!.id, 2, 1),
    ...filed(flores.id, educacion!.id, 1, 0),
  ];
  for (const row of rows) await gestion(tx, row);
}

describe("a real category named 'Otros' beside small groups", () => {
  it("is merged with them into one 'Otros' row whose sums are right, in every breakdown and the CSV", async () => {
    const { figures, csvRows } = await onEmptyTables(async (tx) => {
      await othersFixture(tx);
      await refreshTransparencyStats(tx, NOW);
      return {
        figures: await computeTransparency(NOW, tx),
        csvRows: await computeMonthCategoryFigures(tx, NOW),
      };
    });
    const g = figures.gestiones;
    expect(g.total).toBe(14);
    expect(g.por_categoria).toEqual([
      { categoria: "Salud", total: 5, resueltas: 5 },
      { categoria: "Otros", total: 9, resueltas: 4 },
    ]);
    expect(g.por_municipio).toEqual([
      { departamento: "Guatemala", municipio: "Mixco", total: 7 },
      { departamento: "Otros", municipio: "Otros", total: 7 },
    ]);
    expect(csvRows).toEqual([
      { mes: "2026-11", categoria: "Salud", recibidas: 5, resueltas: 5 },
      { mes: "2026-11", categoria: "Otros", recibidas: 9, resueltas: 4 },
    ]);
    expect(toCsv(csvRows).match(/,Otros,/g)).toHaveLength(1);
  });
});
