import type { Month } from "@/lib/transparency/schema";

// Months of Guatemala's calendar (UTC−6 all year, as the SLA counts) as "YYYY-MM". Client-safe.

const GUATEMALA_OFFSET_MS = 6 * 3_600_000;

const monthOfUtc = (year: number, monthIndex: number): Month =>
  new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 7);

/** The month `date` falls in, Guatemala time. */
export const monthOf = (date: Date): Month =>
  new Date(date.getTime() - GUATEMALA_OFFSET_MS).toISOString().slice(0, 7);

/** The month `count` months after (or before, when negative) `month`. */
export function addMonths(month: Month, count: number): Month {
  const [year, number] = month.split("-").map(Number);
  return monthOfUtc(year!, number! - 1 + count);
}

/** The first instant of `month`, Guatemala time. */
export function startOfMonth(month: Month): Date {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1) + GUATEMALA_OFFSET_MS);
}

/** Every month from `first` to `last`, both included (none when `last` is earlier). */
export function monthsFrom(first: Month, last: Month): Month[] {
  const months: Month[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}
