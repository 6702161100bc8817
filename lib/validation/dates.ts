// Date inputs from forms and the API. Guatemala is UTC−6 all year (no daylight saving): a
// date-time without a zone is read as Guatemala wall-clock time. Safe to import from client code.

const GUATEMALA_OFFSET = "-06:00";
const OFFSET_MS = 6 * 60 * 60 * 1000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "YYYY-MM-DD" as the UTC midnight a `@db.Date` column stores, or null when it is not a real day. */
export function parseCalendarDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDay(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : null;
}

/**
 * An instant from "YYYY-MM-DD HH:mm", "YYYY-MM-DDTHH:mm[:ss[.sss]]" with or without a zone ("Z",
 * "+hh:mm"). Without a zone the value is Guatemala time. Null when it is not a real date-time.
 */
export function parseDateTimeInput(value: string): Date | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as number[];
  if (!validDay(year!, month!, day!) || hour! > 23 || minute! > 59 || second! > 59) return null;
  const millis = (match[7] ?? "0").padEnd(3, "0");
  const zone = match[8] ? normalizeZone(match[8]) : GUATEMALA_OFFSET;
  const pad = (n: number) => String(n).padStart(2, "0");
  const text = `${match[1]}-${match[2]}-${match[3]}T${pad(hour!)}:${pad(minute!)}:${pad(second!)}.${millis}${zone}`;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function normalizeZone(zone: string): string {
  if (zone.toUpperCase() === "Z") return "Z";
  return zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}

/** A stored `@db.Date` value as "YYYY-MM-DD". */
export function calendarDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** An instant as Guatemala wall-clock "YYYY-MM-DD HH:mm" (the form value of a date-time field). */
export function guatemalaDateTimeString(instant: Date): string {
  return new Date(instant.getTime() - OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The `@db.Date` range [from, to) of a year, or of one month of it. */
export function calendarRange(year: number, month?: number): { gte: Date; lt: Date } {
  return month
    ? { gte: new Date(Date.UTC(year, month - 1, 1)), lt: new Date(Date.UTC(year, month, 1)) }
    : { gte: new Date(Date.UTC(year, 0, 1)), lt: new Date(Date.UTC(year + 1, 0, 1)) };
}

/** Month names as the filters show them; month n is MONTHS[n - 1]. */
export const MONTHS = [
  "Enero",
  "Febrero",
  "Marzo",
  "Abril",
  "Mayo",
  "Junio",
  "Julio",
  "Agosto",
  "Septiembre",
  "Octubre",
  "Noviembre",
  "Diciembre",
] as const;
