import "server-only";
import type { Tx } from "@/lib/db";

/** A folio a citizen can read out on the phone: GES-2026-000142. */
export function formatFolio(year: number, number: number): string {
  return `GES-${year}-${String(number).padStart(6, "0")}`;
}

/**
 * The next folio of `year`, taken inside the filing's transaction: the year's counter row stays
 * locked until that transaction ends, so concurrent filings wait for each other's number instead
 * of drawing the same one, and a rolled-back filing gives its number back. Numbers already held by
 * a folio of the random kind given out before the counter existed are skipped.
 */
export async function takeFolio(tx: Tx, year: number): Promise<string> {
  for (;;) {
    const [counter] = await tx.$queryRaw<{ last_number: number }[]>`
      INSERT INTO gestion_folio_counters (year, last_number) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last_number = gestion_folio_counters.last_number + 1
      RETURNING last_number`;
    const folio = formatFolio(year, counter!.last_number);
    const taken = await tx.gestion.findUnique({ where: { folio }, select: { id: true } });
    if (!taken) return folio;
  }
}
