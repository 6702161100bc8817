import "server-only";
import type { Tx } from "@/lib/db";

/** A reference a visitor can quote: CON-2026-000123. */
function formatContactReference(year: number, number: number): string {
  return `CON-${year}-${String(number).padStart(6, "0")}`;
}

/**
 * The next reference of `year`, taken by one statement on the year's counter row inside the
 * message's own transaction: a message that is not stored gives its number back, so references
 * run without gaps (contact messages are few, unlike gestiones, whose folio is taken outside).
 */
export async function takeContactReference(tx: Tx, year: number): Promise<string> {
  const [counter] = await tx.$queryRaw<{ last_number: number }[]>`
    INSERT INTO contact_reference_counters (year, last_number) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = contact_reference_counters.last_number + 1
    RETURNING last_number`;
  return formatContactReference(year, counter!.last_number);
}
