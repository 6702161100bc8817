/**
 * The token of an address opened from an e-mailed or texted link (`?token=…`), trimmed: mail apps
 * and people copying links add spaces. Empty when the address carries none, or several.
 */
export function linkToken(value: string | string[] | undefined): string {
  return typeof value === "string" ? value.trim() : "";
}
