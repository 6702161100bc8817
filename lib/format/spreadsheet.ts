// The one CSV writer of the application's exports (the audit log, the open data of /transparencia)
// and the cell guard the .xlsx export shares with it. Client-safe.

/**
 * A text cell of an export made harmless for spreadsheets: one starting with = + - @ (or a tab or
 * carriage return, which some spreadsheets skip before reading a formula) gets a leading
 * apostrophe, so it is shown as text and never run as a formula.
 */
export function asSpreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV cell: empty for null, quoted when needed, a leading = + - @ neutralised. */
export function csvCell(value: unknown): string {
  const text = asSpreadsheetText(value === null || value === undefined ? "" : String(value));
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * The start of a CSV file: a byte-order mark (spreadsheets then read the accents as UTF-8) and the
 * header line.
 */
export const csvStart = (header: readonly string[]) => `\uFEFF${csvLine(header)}`;
