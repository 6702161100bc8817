// How a list says how many rows match, when it counts only up to a cap (lib/lists/keyset.ts).
// Client-safe.

/** 10000 → '10 000', thousands apart by a no-break space. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");

/** '3 ciudadanos', '1 gestión', 'más de 1 000 gestiones' (a capped count). */
export function countLabel(
  total: number,
  capped: boolean | undefined,
  [one, many]: readonly [string, string],
): string {
  if (capped) return `más de ${grouped(total)} ${many}`;
  return `${total} ${total === 1 ? one : many}`;
}
