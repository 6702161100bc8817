import "server-only";
import { db } from "@/lib/db";

/** A folio a citizen can read out on the phone: GES-2026-000142. */
export function formatFolio(year: number, number: number): string {
  return `GES-${year}-${String(number).padStart(6, "0")}`;
}

/**
 * The next folio of `year`. Each number is handed out once by one statement on the year's counter
 * row, outside the filing's transaction so that concurrent filings queue on that row for one
 * statement only, never for a whole filing; a filing that fails afterwards leaves a gap, never a
 * duplicate. Numbers already held by a folio of the random kind given out before the counter
 * existed are skipped.
 */
export async function takeFolio(year: number): Promise<string> {
  for (;;) {
    const [counter] = await db().$queryRaw<{ last_number: number }[]>`
      INSERT INTO gestion_folio_counters (year, last_number) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last_number = gestion_folio_counters.last_number + 1
      RETURNING last_number`;
    const folio = formatFolio(year, counter!.last_number);
    const taken = await db().gestion.findUnique({ where: { folio }, select: { id: true } });
    if (!taken) return folio;
  }
}
