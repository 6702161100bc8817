import { readdirSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { db } from "@/lib/db";

/** The build's newest migration. */
const LATEST = readdirSync("prisma/migrations", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
  .at(-1)!;

afterEach(async () => {
  await db()
    .$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = ${LATEST}`;
});

describe("/api/health", () => {
  it("answers 200 with every migration of the build applied, never cached", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({ ok: true, database: "ok", migraciones: { pendientes: [] } });
    expect(body.migraciones.aplicadas).toBe(body.migraciones.esperadas);
  });

  it("answers 503 naming the migration the database lacks", async () => {
    await db()
      .$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = ${LATEST}`;
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      ok: false,
      migraciones: { pendientes: [LATEST] },
    });
  });
});
