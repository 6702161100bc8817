// Path segments as clients send them: percent-encoded UTF-8. Read by middleware.ts and by the route
// wrapper.

/**
 * Whether Next.js can decode `pathname` (as it arrives, percent-encoded) and no segment decodes to a
 * NUL. Next's router throws on decoding a malformed percent-encoding in a dynamic segment and, in an
 * App Router-only app, answers a bare 500 (it looks for a Pages Router error page that does not
 * exist); middleware.ts sends such paths to MALFORMED_PATH_DESTINATION first.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    return !decodeURIComponent(pathname).includes("\u0000");
  } catch {
    return false;
  }
}

/** Where malformed paths are rewritten to: no page or route answers it, so it is a 404. */
export const MALFORMED_PATH_DESTINATION = "/ruta-no-valida";

/**
 * Whether a decoded path segment can be looked up: no NUL (PostgreSQL text cannot hold one) and
 * well-formed Unicode (no lone surrogate halves, which only a direct call could pass).
 */
export function isSafeSegment(value: string): boolean {
  if (value.includes("\u0000")) return false;
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}
