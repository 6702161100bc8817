// Where a citizen goes after signing in or registering: the page they were on their way to.
import { NEW_GESTION_PATH } from "@/lib/gestiones/paths";

export const PORTAL_HOME = "/portal";

// Pages that are never a destination: the sign-in screens themselves, the API and the back office.
const NOT_A_DESTINATION =
  /^\/(login-register|forgot-password|reset-password|confirm-email|api|admin)(\/|$)/;

const SITE = "http://sitio.invalid";

/**
 * `next` when it is a path of this site (never another origin, a protocol-relative `//host` or a
 * backslash trick), else the new gestión form of `tramite` when that is an id, else the portal.
 */
export function citizenDestination(next: unknown, tramite?: unknown): string {
  if (typeof next === "string" && next.startsWith("/") && !/^\/[/\\]/.test(next)) {
    try {
      const url = new URL(next, SITE);
      if (url.origin === SITE && !NOT_A_DESTINATION.test(url.pathname))
        return url.pathname + url.search;
    } catch {
      // Not a path: fall through to the other choices.
    }
  }
  if (typeof tramite === "string" && /^[1-9]\d{0,9}$/.test(tramite))
    return `${NEW_GESTION_PATH}?tramite=${tramite}`;
  return PORTAL_HOME;
}

/** The query of a sign-in screen link that keeps the destination (empty when it is the portal). */
export function destinationQuery(destination: string): string {
  return destination === PORTAL_HOME ? "" : `next=${encodeURIComponent(destination)}`;
}
