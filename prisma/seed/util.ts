// Small helpers shared by the seed sections: dates in Guatemala time, concurrency, checks.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Guatemala is UTC−6 all year (no daylight saving). */
const GT_OFFSET_HOURS = 6;

/** A point in time `days` days (may be fractional) before `from`. */
export function daysAgo(days: number, from: Date = new Date()): Date {
  return new Date(from.getTime() - days * DAY_MS);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The calendar date (YYYY-MM-DD) of an instant, as seen in Guatemala. */
export function guatemalaDate(instant: Date): string {
  return new Date(instant.getTime() - GT_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** A `@db.Date` value (UTC midnight) for a Guatemala calendar date. */
export function dateOnly(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/** The UTC instant of a Guatemala wall-clock date and time ("YYYY-MM-DD", "HH:mm"). */
export function guatemalaInstant(isoDate: string, hhmm: string): Date {
  return new Date(`${isoDate}T${hhmm}:00.000-06:00`);
}

// Fixed-date Guatemalan public holidays (month-day); Holy Week is ignored in demo data.
const HOLIDAYS = new Set(["01-01", "05-01", "06-30", "09-15", "10-20", "11-01", "12-25"]);

/** Adds Guatemalan working days (Monday–Friday, fixed holidays excluded), keeping the time of day. */
export function addWorkingDays(start: Date, days: number): Date {
  let current = new Date(start.getTime());
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    const local = guatemalaDate(current);
    const weekday = new Date(`${local}T12:00:00.000Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(local.slice(5))) left -= 1;
  }
  return current;
}

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A semaphore: wraps async work so that at most `limit` pieces run at once. */
export function createLimiter(limit: number): <R>(task: () => Promise<R>) => Promise<R> {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    active -= 1;
    queue.shift()?.();
  };
  return async <R>(task: () => Promise<R>): Promise<R> => {
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Fails loudly on a malformed slug in the data files (lowercase, hyphens, no accents). */
export function assertSlug(slug: string): string {
  if (!SLUG.test(slug)) throw new Error(`Slug inválido en los datos de demostración: "${slug}"`);
  return slug;
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Looks up a value that the data files promise exists; a typo there is a programming error. */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null)
    throw new Error(`Dato de demostración inexistente: ${what}`);
  return value;
}

/** One line of the seed summary. */
export interface SectionResult {
  section: string;
  created: number;
  existing: number;
  images: number;
  note?: string;
}

export type Log = (line: string) => void;
