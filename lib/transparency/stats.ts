import "server-only";
import { TAGS } from "@/lib/content/cache";
import { commitChange } from "@/lib/content/change";
import { db } from "@/lib/db";
import { guatemalanHolidays } from "@/lib/gestiones/sla";
import { addMonths, monthOf, startOfMonth } from "@/lib/transparency/months";
import { publishNewPeriods, type SqlReader } from "@/lib/transparency/periods";

// The figures of /transparencia are a monthly release: the materialized view transparency_stats
// (its migration holds the SQL) counts, month by month, what happened before the first instant of
// the month it is published in, and is computed once in that month, by the daily cron (GET
// /api/cron/transparencia) or by the first read that finds last month's release. Every read of a
// month then sees the same figures, however the gestiones change meanwhile.

const FIRST_HOLIDAY_YEAR = 2000;
const DAY_MS = 86_400_000;

/**
 * Writes the holidays from 2000 to next year and computes the release of `now`'s month: the view
 * over what happened before its first instant (Guatemala time), and the periods it closes, stored.
 * Answers that cutoff.
 */
export async function refreshTransparencyStats(client: SqlReader, now = new Date()): Promise<Date> {
  const days: string[] = [];
  for (let year = FIRST_HOLIDAY_YEAR; year <= now.getUTCFullYear() + 1; year++) {
    for (const day of guatemalanHolidays(year)) {
      days.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
    }
  }
  const corte = startOfMonth(monthOf(now));
  await client.$executeRaw`
    INSERT INTO guatemala_holidays (day) SELECT unnest(${days}::date[]) ON CONFLICT DO NOTHING`;
  await client.$executeRaw`
    INSERT INTO transparency_stats_refresh (id, refreshed_at, corte) VALUES (1, ${now}, ${corte})
    ON CONFLICT (id) DO UPDATE SET refreshed_at = excluded.refreshed_at, corte = excluded.corte`;
  await client.$executeRaw`REFRESH MATERIALIZED VIEW transparency_stats`;
  await publishNewPeriods(client, addMonths(monthOf(now), -1), now);
  return corte;
}

/** The month of the release the view holds; null before its first computation. */
async function heldRelease(client: SqlReader): Promise<string | null> {
  const [view] = await client.$queryRaw<{ populated: boolean }[]>`
    SELECT ispopulated AS populated FROM pg_matviews WHERE matviewname = 'transparency_stats'`;
  if (!view?.populated) return null;
  const [row] = await client.$queryRaw<{ mes: string }[]>`
    SELECT mes FROM transparency_stats WHERE conjunto = 'publicacion'`;
  return row?.mes ?? null;
}

const REFRESH_TIMEOUT_MS = 120_000;

/**
 * Computes the release of `now`'s month unless the view holds it already (read from the view
 * itself, so that a computation that failed half-way is done again); answers whether it did. On
 * the database it runs in a transaction: a reader sees the whole previous release or the whole
 * new one, never the new view beside the old periods. `client` may be a transaction already.
 */
export async function ensureFreshStats(client: SqlReader | undefined, now: Date): Promise<boolean> {
  if ((await heldRelease(client ?? db())) === monthOf(now)) return false;
  if (client) await refreshTransparencyStats(client, now);
  else
    await db().$transaction((tx) => refreshTransparencyStats(tx, now), {
      timeout: REFRESH_TIMEOUT_MS,
    });
  return true;
}

/**
 * The daily cron's work: computes this month's release when the view still holds an older one,
 * and then expires the cached page and open data so that the next request shows it. Run again in
 * the same month it changes nothing.
 */
export async function refreshPublishedFigures(
  now = new Date(),
): Promise<{ periodo: string; publicado: boolean }> {
  const periodo = monthOf(now);
  const published = await commitChange(
    TAGS.transparency,
    (tx) => ensureFreshStats(tx, now),
    (fresh) =>
      fresh
        ? [
            {
              actor: "system",
              action: "transparency.publish",
              entity: "transparency",
              entityId: periodo,
            },
          ]
        : [],
    { timeout: REFRESH_TIMEOUT_MS },
  );
  return { periodo, publicado: published };
}
