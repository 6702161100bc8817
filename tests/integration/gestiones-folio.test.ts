// Folios collision-free by construction: a per-year counter taken inside the filing's
// transaction (lib/gestiones/folio.ts) instead of a random 6-digit number, of which about 5% would
// collide at 50,000 filings a year.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/portal/gestiones/route";
import { db } from "@/lib/db";
import { formatFolio } from "@/lib/gestiones/folio";

import { call, citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { randomIp } from "../support/citizen-data";

let catalog: Awaited<ReturnType<typeof createCatalog>>;
beforeAll(async () => {
  catalog = await createCatalog();
});

const YEAR = new Date().getUTCFullYear();

/** Files one gestión as a citizen of its own (so no per-citizen limit gets in the way). */
async function fileOne() {
  const { token } = await citizenCaller();
  return call(create, {
    method: "POST",
    token,
    json: gestionBody(catalog),
    headers: { "x-forwarded-for": randomIp() },
  });
}

describe("gestión folios", () => {
  it("keeps the format GES-<year>-<6 digits>", () => {
    expect(formatFolio(2026, 42)).toBe("GES-2026-000042");
    expect(formatFolio(2027, 123_456)).toBe("GES-2027-123456");
  });

  it("gives 20 concurrent filings 20 distinct folios, each the next number of the year", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, fileOne));
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(201));
    const folios = results.map((result) => result.body.folio as string);
    expect(new Set(folios).size).toBe(20);
    for (const folio of folios) expect(folio).toMatch(new RegExp(`^GES-${YEAR}-\\d{6}$`));
    const numbers = folios.map((folio) => Number(folio.slice(-6))).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
    const counter = await db().gestionFolioCounter.findUniqueOrThrow({ where: { year: YEAR } });
    expect(counter.last_number).toBe(numbers.at(-1));
  });

  it("skips a number an older random folio already holds", async () => {
    const counter = await db().gestionFolioCounter.findUniqueOrThrow({ where: { year: YEAR } });
    const held = formatFolio(YEAR, counter.last_number + 1);
    const older = await db().gestion.findFirstOrThrow({
      where: { categoria_id: catalog.categoria.id },
    });
    await db().gestion.update({ where: { id: older.id }, data: { folio: held } });
    const next = await fileOne();
    expect(next.status).toBe(201);
    expect(next.body.folio).toBe(formatFolio(YEAR, counter.last_number + 2));
  });
});
