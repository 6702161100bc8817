import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";

const migrationNames = readdirSync("prisma/migrations", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const migrate = (command: string) =>
  execFileSync(process.execPath, ["scripts/migrate.mjs", command], {
    env: process.env,
    encoding: "utf8",
    stdio: "pipe",
  });

describe("migrations", () => {
  it("apply every committed migration to an empty database", async () => {
    const applied = await db().$queryRaw<{ migration_name: string }[]>`
      select migration_name from _prisma_migrations where finished_at is not null and rolled_back_at is null order by migration_name`;
    expect(applied.map((row) => row.migration_name)).toEqual(migrationNames);
  });

  it("are idempotent and match the Prisma schema (no drift)", () => {
    expect(migrate("deploy")).toContain("applied: []");
    expect(migrate("diff").trim()).toMatch(/^(-- This is an empty migration\.)?$/);
  });

  it("give Spanish, accent-insensitive full-text search that uses its index", async () => {
    const news = await db().news.create({
      data: {
        titulo: "Inversión en educación rural",
        slug: `fts-${Date.now()}`,
        fecha_contenido: new Date("2026-01-10"),
        contenido_html: "<p>Las escuelas de Huehuetenango recibirán computadoras.</p>",
      },
    });
    const found = await db().$queryRaw<{ id: number }[]>`
      select id from news
      where spanish_document(titulo, coalesce(subtitulo, '') || ' ' || coalesce(resumen, ''), contenido_html)
            @@ spanish_query(${"educacion escuela"})`;
    expect(found.map((row) => row.id)).toContain(news.id);
    await db().$executeRawUnsafe("set enable_seqscan = off");
    const plan = await db().$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
      `explain select id from news where spanish_document(titulo, coalesce(subtitulo, '') || ' ' || coalesce(resumen, ''), contenido_html) @@ spanish_query('educacion')`,
    );
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("news_search_idx");
  });
});
