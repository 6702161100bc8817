// The one rule for every `next` a sign-in screen is given: where to send someone once they are in.
// Safe to import anywhere (the back office's client guard uses it too).

const SITE = "http://sitio.invalid";

/**
 * `next` as the path (and query) of a page of this site that `accepts`, or null. The check runs on
 * what a browser would open, after normalising: the URL parser resolves dot segments (`/.//x`,
 * `/x/..//x`, `/%2e%2e//x`), drops tabs and newlines and reads backslashes as slashes, so a path
 * that still starts with two slashes would name another host. What `accepts` sees is also
 * percent-decoded, so an encoded area (`/%61dmin`) is judged as the area it opens; a path whose
 * decoding holds a slash pair, a backslash, a control character or a dot segment is refused.
 */
export function sameSitePath(next: unknown, accepts: (path: string) => boolean): string | null {
  if (typeof next !== "string" || !next.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(next, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE || !/^\/(?![/\\])/.test(url.pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (/[\\\u0000-\u001f\u007f]|\/\/|(^|\/)\.\.?(\/|$)/.test(decoded)) return null;
  return accepts(decoded) ? url.pathname + url.search : null;
}
