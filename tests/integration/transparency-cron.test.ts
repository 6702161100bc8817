import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { monthOf } from "@/lib/transparency/months";
import { refreshTransparencyStats } from "@/lib/transparency/stats";
import { openOwnDatabase } from "./support/own-database";
import { category, citizen, gestion } from "./support/transparency-fixture";

// GET /api/cron/transparencia (vercel.json, daily): 404 while CRON_SECRET is not configured (the
// release is then computed by the first read of a month), 401 without the secret, and with it
// this month's release is computed once: the cached page and open data expire, and a second run in
// the same month changes nothing. The release is one per database, so this file keeps its own.
const SECRET = "secreto-del-cron-de-transparencia";
let database: Awaited<ReturnType<typeof openOwnDatabase>>;

beforeAll(async () => {
  database = await openOwnDatabase("transparencia_cron", { seeded: false });
});
afterAll(() => database.close());

/** The route and the cache stand-in as loaded with CRON_SECRET = `secret` (env() reads it once). */
async function load(secret: string | undefined) {
  if (secret) process.env.CRON_SECRET = secret;
  else delete process.env.CRON_SECRET;
  vi.resetModules();
  const { GET } = await import("@/app/api/cron/transparencia/route");
  const { expiredTags } = await import("./support/public-cache");
  const call = (authorization?: string) =>
    GET(
      new Request("http://localhost:3000/api/cron/transparencia", {
        headers: authorization ? { authorization } : {},
      }),
    );
  return { call, expiredTags };
}

const viewTotal = async () => {
  const [row] = await db().$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(total), 0)::int AS total FROM transparency_stats
    WHERE conjunto = 'recibidas_categoria'`;
  return row!.total;
};

describe("GET /api/cron/transparencia", () => {
  it("answers 404 while no CRON_SECRET is configured", async () => {
    const { call } = await load(undefined);
    const response = await call(`Bearer ${SECRET}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "No encontrado." });
  });

  it("answers 401 without the secret or with another one", async () => {
    const { call, expiredTags } = await load(SECRET);
    for (const authorization of [undefined, "Bearer otro", `Bearer ${SECRET}x`, SECRET]) {
      const response = await call(authorization);
      expect(response.status, String(authorization)).toBe(401);
    }
    expect(expiredTags).not.toContain("transparency");
  });

  it("publishes this month's release once with the secret and expires the cached page and open data", async () => {
    const { call, expiredTags } = await load(SECRET);
    // A release of another month in the view: the cron computes this month's.
    await refreshTransparencyStats(db(), new Date(Date.now() - 40 * 86_400_000));
    expiredTags.length = 0;
    const before = new Date(Date.now() - 60_000);
    const response = await call(`Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    const thisMonth = monthOf(new Date());
    expect(await response.json()).toEqual({
      ok: true,
      result: { periodo: thisMonth, publicado: true },
    });
    expect(expiredTags).toEqual(["transparency"]);
    const [held] = await db().$queryRaw<{ mes: string; calculado: Date }[]>`
      SELECT mes, calculado FROM transparency_stats WHERE conjunto = 'publicacion'`;
    expect(held!.mes).toBe(thisMonth);
    expect(held!.calculado.getTime()).toBeGreaterThan(before.getTime());
    const counted = await viewTotal();

    // Filed after this month's release: counted from next month's on, not by another run now.
    const person = await citizen(db(), "Sololá", "Panajachel");
    const salud = await category(db(), "Salud");
    await gestion(db(), {
      citizenId: person.id,
      categoriaId: salud.id,
      created: new Date(Date.now() - 86_400_000 * 45),
      status: "new",
    });
    expiredTags.length = 0;
    const again = await call(`Bearer ${SECRET}`);
    expect(await again.json()).toEqual({
      ok: true,
      result: { periodo: thisMonth, publicado: false },
    });
    expect(expiredTags).toEqual([]);
    expect(await viewTotal()).toBe(counted);
  });
});
