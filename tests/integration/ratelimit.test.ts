// The rate limiter counts in PostgreSQL, one statement per hit (the rate_limit_hit function): hits
// of one key arriving together are counted one after another, never past the limit; a refused hit
// writes nothing; inside a caller's transaction a hit counts only if that transaction commits.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { withinBudget } from "@/lib/security/rate-limit";

const budget = { limit: 5, windowMs: 60_000 };
const hitsOf = (bucket: string) => db().rateLimitHit.count({ where: { bucket } });

describe("the rate limiter", () => {
  it("lets exactly the limit through when hits of one key arrive together", async () => {
    const bucket = `prueba-${randomUUID()}`;
    const counted = await Promise.all(
      Array.from({ length: 12 }, () => withinBudget(bucket, "10.0.0.1", budget)),
    );
    expect(counted.filter(Boolean)).toHaveLength(budget.limit);
    expect(await hitsOf(bucket)).toBe(budget.limit);
  });

  it("counts each key apart and forgets hits older than the window", async () => {
    const bucket = `prueba-${randomUUID()}`;
    await db().rateLimitHit.createMany({
      data: Array.from({ length: 5 }, () => ({
        bucket,
        key: "antigua",
        created_at: new Date(Date.now() - 120_000),
      })),
    });
    expect(await withinBudget(bucket, "antigua", budget)).toBe(true);
    for (let hit = 0; hit < budget.limit; hit += 1) {
      expect(await withinBudget(bucket, "otra", budget)).toBe(true);
    }
    expect(await withinBudget(bucket, "otra", budget)).toBe(false);
  });

  it("counts a hit made inside a transaction only if the transaction commits", async () => {
    const bucket = `prueba-${randomUUID()}`;
    await expect(
      db().$transaction(async (tx) => {
        expect(await withinBudget(bucket, "clave", budget, tx)).toBe(true);
        throw new Error("se deshace");
      }),
    ).rejects.toThrow("se deshace");
    expect(await hitsOf(bucket)).toBe(0);
    await db().$transaction((tx) => withinBudget(bucket, "clave", budget, tx));
    expect(await hitsOf(bucket)).toBe(1);
  });
});
