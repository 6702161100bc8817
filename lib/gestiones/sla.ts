// The response time promised for a gestión, in Guatemalan working days: Monday to Friday, less the
// national holidays. Pure and safe to import from client code. Guatemala is UTC−6 all year.

const OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Easter Sunday of a year (anonymous Gregorian algorithm), as [month 1–12, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** A calendar day as a number of days since 1970-01-01 (UTC arithmetic, no time zone). */
const dayNumber = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day) / DAY_MS;

/**
 * The full-day national holidays of a year, as day numbers: 1 January; Holy Thursday, Good Friday
 * and Holy Saturday; 1 May; 30 June; 15 September; 20 October; 1 November; 25 December. The
 * afternoons of 24 and 31 December are half holidays, counted here as working days.
 */
export function guatemalanHolidays(year: number): Set<number> {
  const [easterMonth, easterDay] = easterSunday(year);
  const easter = dayNumber(year, easterMonth, easterDay);
  return new Set([
    dayNumber(year, 1, 1),
    easter - 3,
    easter - 2,
    easter - 1,
    dayNumber(year, 5, 1),
    dayNumber(year, 6, 30),
    dayNumber(year, 9, 15),
    dayNumber(year, 10, 20),
    dayNumber(year, 11, 1),
    dayNumber(year, 12, 25),
  ]);
}

const holidayCache = new Map<number, Set<number>>();

/** Whether a day (a day number) is a working day in Guatemala. */
export function isWorkingDay(day: number): boolean {
  const date = new Date(day * DAY_MS);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = date.getUTCFullYear();
  let holidays = holidayCache.get(year);
  if (!holidays) holidayCache.set(year, (holidays = guatemalanHolidays(year)));
  return !holidays.has(day);
}

/**
 * When the answer to a gestión filed at `createdAt` is due: the start (00:00, Guatemala time) of the
 * day after the `workingDays`-th working day that follows the filing day. A gestión filed on Monday
 * with 3 working days is due before Friday; one filed on a Saturday counts from Monday.
 */
export function slaDueAt(createdAt: Date, workingDays: number): Date {
  let day = Math.floor((createdAt.getTime() - OFFSET_MS) / DAY_MS);
  for (let counted = 0; counted < workingDays;) {
    day += 1;
    if (isWorkingDay(day)) counted += 1;
  }
  return new Date((day + 1) * DAY_MS + OFFSET_MS);
}

/** Whether an open gestión is past its due time. */
export function isOverdue(
  gestion: { sla_due_at: Date | string | null; status: string },
  now: Date = new Date(),
): boolean {
  if (!gestion.sla_due_at || gestion.status === "resolved" || gestion.status === "rejected")
    return false;
  return new Date(gestion.sla_due_at).getTime() < now.getTime();
}
