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
function isWorkingDay(day: number): boolean {
  const date = new Date(day * DAY_MS);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = date.getUTCFullYear();
  let holidays = holidayCache.get(year);
  if (!holidays) holidayCache.set(year, (holidays = guatemalanHolidays(year)));
  return !holidays.has(day);
}

/** The Guatemalan calendar day (a day number) an instant falls on. */
const guatemalanDay = (at: Date) => Math.floor((at.getTime() - OFFSET_MS) / DAY_MS);

/** The start (00:00, Guatemala time) of the day after `day`. */
const startOfNextDay = (day: number) => new Date((day + 1) * DAY_MS + OFFSET_MS);

/**
 * When the answer to a gestión filed at `createdAt` is due: the start (00:00, Guatemala time) of the
 * day after the `workingDays`-th working day that follows the filing day. A gestión filed on Monday
 * with 3 working days is due before Friday; one filed on a Saturday counts from Monday.
 */
export function slaDueAt(createdAt: Date, workingDays: number): Date {
  let day = guatemalanDay(createdAt);
  for (let counted = 0; counted < workingDays;) {
    day += 1;
    if (isWorkingDay(day)) counted += 1;
  }
  return startOfNextDay(day);
}

/** The working days after the day of `from` up to and including the day of `to` (0 if none). */
export function workingDaysBetween(from: Date, to: Date): number {
  let count = 0;
  for (let day = guatemalanDay(from) + 1; day <= guatemalanDay(to); day++) {
    if (isWorkingDay(day)) count += 1;
  }
  return count;
}

/**
 * A due time moved `workingDays` working days later: the time a stopped clock gives back. A due
 * time is the start of the day after its last working day, so counting on from that day keeps the
 * same rule as slaDueAt.
 */
export function extendDueAt(dueAt: Date, workingDays: number): Date {
  return slaDueAt(new Date(dueAt.getTime() - 1), workingDays);
}

/**
 * Statuses whose response clock runs. Resolved and rejected gestiones are closed; one in
 * waiting_info waits on the citizen, and its clock is stopped until they answer.
 */
export const CLOCK_RUNNING_STATUSES = ["new", "in_review", "in_progress"] as const;

/** Whether a gestión is past its due time: its clock runs and the due time has come. */
export function isOverdue(
  gestion: { sla_due_at: Date | string | null; status: string },
  now: Date = new Date(),
): boolean {
  if (!gestion.sla_due_at) return false;
  if (!(CLOCK_RUNNING_STATUSES as readonly string[]).includes(gestion.status)) return false;
  return new Date(gestion.sla_due_at).getTime() < now.getTime();
}

/**
 * How many working days an overdue gestión is late: the working days from its due day to today,
 * both counted (due before Friday and still open on Friday: 1). Null when it is not overdue; 0
 * when it fell due over a weekend or a holiday and no working day has passed yet.
 */
export function overdueWorkingDays(
  gestion: { sla_due_at: Date | string | null; status: string },
  now: Date = new Date(),
): number | null {
  if (!isOverdue(gestion, now)) return null;
  return workingDaysBetween(new Date(new Date(gestion.sla_due_at!).getTime() - 1), now);
}

/** What a gestión's clock holds: its status, its due time, and since when it waits on the citizen. */
export interface GestionClock {
  status: string;
  sla_due_at: Date | null;
  waiting_since: Date | null;
}

/**
 * The clock's part of a status change at `now`: entering waiting_info stops it (waiting_since);
 * leaving it restarts it, with the due time moved by the working days waited. Any other change
 * leaves the clock as it is.
 */
export function clockOnStatusChange(
  current: GestionClock,
  toStatus: string,
  now: Date,
): { waiting_since?: Date | null; sla_due_at?: Date | null } {
  const waiting = current.status === "waiting_info";
  if (toStatus === "waiting_info") return waiting ? {} : { waiting_since: now };
  if (!waiting) return {};
  const waited = current.waiting_since ? workingDaysBetween(current.waiting_since, now) : 0;
  return {
    waiting_since: null,
    sla_due_at: current.sla_due_at ? extendDueAt(current.sla_due_at, waited) : null,
  };
}
