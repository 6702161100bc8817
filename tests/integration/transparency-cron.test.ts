import { afterAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { category, citizen, gestion } from "./transparency-fixture";

// GET /api/cron/transparencia (vercel.json, hourly): 404 while CRON_SECRET is not configured (the
// figures are then refreshed on read), 401 without the secret, and with it the view is recomputed
// and the cached page and open data expire.
const SECRET = "secreto-del-cron-de-transparencia";
const citizens: number[] = [];

afterAll(async () => {
  await db().gestion.deleteMany({ where: { citizen_id: { in: citizens } } });
  await db().citizen.deleteMany({ where: { id: { in: citizens } } });
});

/** The route and the cache stand-in as loaded with CRON_SECRET = `secret` (env() reads it once). */
async function load(secret: string | undefined) {
  if (secret) process.env.CRON_SECRET = secret;
  else delete process.env.CRON_SECRET;
  vi.resetModules();
  const { GET } = await import("@/app/api/cron/transparencia/route");
  const { expiredTags } = await import("./public-cache");
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
    SELECT coalesce(sum(total), 0)::int AS total FROM transparency_stats WHERE conjunto = 'totales'`;
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

  it("recomputes the figures with the secret and expires the cached page and open data", async () => {
    const { call, expiredTags } = await load(SECRET);
    const before = new Date(Date.now() - 60_000);
    // A fresh view: a read now would not recompute it, so only the cron can count what follows.
    await call(`Bearer ${SECRET}`);
    const counted = await viewTotal();
    const person = await citizen(db(), "Sololá", "Panajachel");
    citizens.push(person.id);
    const salud = await category(db(), "Salud");
    await gestion(db(), {
      citizenId: person.id,
      categoriaId: salud.id,
      created: new Date(),
      status: "new",
    });
    expect(await viewTotal()).toBe(counted);
    expiredTags.length = 0;

    const response = await call(`Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ ok: true, result: { refreshed_at: expect.any(String) } });
    expect(await viewTotal()).toBe(counted + 1);
    const [refresh] = await db().$queryRaw<{ refreshed_at: Date }[]>`
      SELECT refreshed_at FROM transparency_stats_refresh WHERE id = 1`;
    expect(refresh!.refreshed_at.toISOString()).toBe(body.result.refreshed_at);
    expect(refresh!.refreshed_at.getTime()).toBeGreaterThan(before.getTime());
    expect(expiredTags).toEqual(["transparency"]);
  });
});
