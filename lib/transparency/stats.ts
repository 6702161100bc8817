import "server-only";
import { invalidate, TAGS } from "@/lib/cache";
import { db } from "@/lib/db";
import { guatemalanHolidays } from "@/lib/gestiones/sla";
import type { Prisma } from "@/lib/generated/prisma/client";

// The materialized view transparency_stats (its migration holds the SQL) groups every gestión
// once; the hourly cron refreshes it (GET /api/cron/transparencia), and a read refreshes it when it
// finds it over an hour old (no cron configured, or a run missed).

/** The database, or a transaction on it. */
export type SqlReader = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

const MAX_AGE_MS = 60 * 60 * 1000;
const FIRST_HOLIDAY_YEAR = 2000;
const DAY_MS = 86_400_000;

/** Writes the holidays from 2000 to next year and recomputes the view; `now` is recorded. */
export async function refreshTransparencyStats(client: SqlReader, now = new Date()): Promise<void> {
  const days: string[] = [];
  for (let year = FIRST_HOLIDAY_YEAR; year <= now.getUTCFullYear() + 1; year++) {
    for (const day of guatemalanHolidays(year)) {
      days.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
    }
  }
  await client.$executeRaw`
    INSERT INTO guatemala_holidays (day) SELECT unnest(${days}::date[]) ON CONFLICT DO NOTHING`;
  await client.$executeRaw`REFRESH MATERIALIZED VIEW transparency_stats`;
  await client.$executeRaw`
    INSERT INTO transparency_stats_refresh (id, refreshed_at) VALUES (1, ${now})
    ON CONFLICT (id) DO UPDATE SET refreshed_at = excluded.refreshed_at`;
}

/** Refreshes the view when it was never filled or is over an hour older than `now`. */
export async function ensureFreshStats(client: SqlReader, now: Date): Promise<void> {
  const [row] = await client.$queryRaw<{ refreshed_at: Date }[]>`
    SELECT refreshed_at FROM transparency_stats_refresh WHERE id = 1`;
  const age = row ? now.getTime() - row.refreshed_at.getTime() : Infinity;
  if (!(age >= 0 && age < MAX_AGE_MS)) await refreshTransparencyStats(client, now);
}

/**
 * The hourly cron's work: recomputes the view, then expires the cached page and open data so that
 * the next request shows the new figures. Answers when the figures were computed.
 */
export async function refreshPublishedFigures(now = new Date()): Promise<{ refreshed_at: string }> {
  await refreshTransparencyStats(db(), now);
  invalidate(TAGS.transparency);
  return { refreshed_at: now.toISOString() };
}
