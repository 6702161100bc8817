import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";

export interface Health {
  ok: boolean;
  database: "ok" | "inalcanzable";
  migraciones: { aplicadas: number; esperadas: number; pendientes: string[] };
}

/** The migrations this build was made with (next.config.ts traces the folder into the server). */
function expectedMigrations(): string[] {
  const folder = path.join(process.cwd(), "prisma", "migrations");
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Whether this instance can serve: the database answers, and every migration of the build is
 * applied and finished. Nothing personal and nothing secret: it is public.
 */
export async function checkHealth(): Promise<Health> {
  const expected = expectedMigrations();
  let applied: string[];
  try {
    const rows = await db().$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    applied = rows.map((row) => row.migration_name);
  } catch {
    return {
      ok: false,
      database: "inalcanzable",
      migraciones: { aplicadas: 0, esperadas: expected.length, pendientes: expected },
    };
  }
  const pending = expected.filter((name) => !applied.includes(name));
  return {
    ok: pending.length === 0,
    database: "ok",
    migraciones: { aplicadas: applied.length, esperadas: expected.length, pendientes: pending },
  };
}
