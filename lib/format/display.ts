// Dates are stored in UTC and shown in Guatemala time (UTC−6 all year); texts are shortened for
// cards. Safe to import from client and server code.

const TIME_ZONE = "America/Guatemala";
const LOCALE = "es-GT";
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const longCalendarDate = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const numericOptions: Intl.DateTimeFormatOptions = {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};
const numeric = new Intl.DateTimeFormat(LOCALE, { ...numericOptions, timeZone: TIME_ZONE });
const numericCalendar = new Intl.DateTimeFormat(LOCALE, { ...numericOptions, timeZone: "UTC" });

export type DateInput = Date | string | number;

/**
 * A calendar date ("YYYY-MM-DD", as `@db.Date` columns arrive) has no time zone: it is read as
 * that day. Anything else is an instant.
 */
function toDate(value: DateInput): { date: Date; calendar: boolean } {
  if (typeof value === "string" && DATE_ONLY.test(value)) {
    return { date: new Date(`${value}T00:00:00.000Z`), calendar: true };
  }
  return { date: value instanceof Date ? value : new Date(value), calendar: false };
}

function parts(value: DateInput): Record<"day" | "month" | "year" | "hour" | "minute", string> {
  const { date, calendar } = toDate(value);
  const formatter = calendar ? numericCalendar : numeric;
  const out = { day: "", month: "", year: "", hour: "", minute: "" };
  for (const part of formatter.formatToParts(date)) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  return out;
}

/** "22 de noviembre de 2026". */
export function formatLongDate(value: DateInput): string {
  const { date, calendar } = toDate(value);
  return (calendar ? longCalendarDate : longDate).format(date);
}

const oneDecimal = new Intl.NumberFormat("es-GT", { maximumFractionDigits: 1 });

/** A file's size as people read it: "820 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}

/** "22/11/2026". */
export function formatDate(value: DateInput): string {
  const { day, month, year } = parts(value);
  return `${day}/${month}/${year}`;
}

/** "22/11/2026 14:05". */
export function formatDateTime(value: DateInput): string {
  const { day, month, year, hour, minute } = parts(value);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/**
 * The first `fraction` (0–1) of a text, cut at a word boundary and ended with "…". Texts that
 * already fit are returned whole; a word longer than the cut is cut inside.
 */
export function truncateFraction(text: string | null | undefined, fraction: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  const limit = Math.floor(clean.length * Math.min(Math.max(fraction, 0), 1));
  if (limit >= clean.length) return clean;
  if (limit === 0) return "";
  const head = clean.slice(0, limit + 1);
  const boundary = head.lastIndexOf(" ");
  const cut = boundary > 0 ? head.slice(0, boundary) : clean.slice(0, limit);
  return `${cut.replace(/[\s.,;:!?¡¿—–-]+$/u, "")}…`;
}

/** Whether a stored text holds HTML markup (labor descriptions and biography texts may be either). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

const percent = new Intl.NumberFormat("es-GT", { style: "percent", maximumFractionDigits: 1 });

/** A count or a figure with at most one decimal, as Guatemala writes it: "1,234", "2.5". */
export function formatNumber(value: number): string {
  return oneDecimal.format(value);
}

/** A share from 0 to 1 as a percentage: "62.5%". */
export function formatPercent(share: number): string {
  return percent.format(share);
}

const monthFormats = {
  short: new Intl.DateTimeFormat("es-GT", { month: "short", timeZone: "UTC" }),
  long: new Intl.DateTimeFormat("es-GT", { month: "long", year: "numeric", timeZone: "UTC" }),
};

/** A "YYYY-MM" month: "dic" (short) or "diciembre de 2025" (long). */
export function formatMonth(month: string, style: keyof typeof monthFormats): string {
  const [year, number] = month.split("-").map(Number);
  return monthFormats[style].format(new Date(Date.UTC(year!, number! - 1, 1))).replace(".", "");
}
