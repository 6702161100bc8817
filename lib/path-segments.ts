// Path segments as clients send them: percent-encoded UTF-8. Read by next.config.ts (no imports
// here, so the config can load it) and by the route wrapper.

const HEX = "[0-9a-f]";
const TAIL = `%[89ab]${HEX}`;

/**
 * One character of a path as it may travel: any literal but `%`, or the percent-encoded UTF-8
 * bytes of one character (shortest form, no surrogate halves), NUL excluded. Case-insensitive.
 */
const ENCODED_CHARACTER = [
  "[^%]",
  `%(?:0[1-9a-f]|[1-7]${HEX})`,
  `%(?:c[2-9a-f]|d${HEX})${TAIL}`,
  `%e0%[ab]${HEX}${TAIL}`,
  `%e[1-9a-cef]${TAIL}${TAIL}`,
  `%ed%[89]${HEX}${TAIL}`,
  `%f0%(?:9${HEX}|[ab]${HEX})${TAIL}${TAIL}`,
  `%f[1-3]${TAIL}${TAIL}${TAIL}`,
  `%f4%8${HEX}${TAIL}${TAIL}`,
].join("|");

/**
 * A `rewrites` source (path-to-regexp) that matches every path holding a malformed
 * percent-encoding or an encoded NUL. Next's router would throw on decoding such a path and, in an
 * App Router-only app, answer a bare 500 (it looks for a Pages Router error page that does not
 * exist); rewritten before that to a path nothing serves, it gets the site's 404.
 */
export const MALFORMED_PATH_SOURCE = `/:malformed((?!(?:${ENCODED_CHARACTER})*$).*)`;

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
