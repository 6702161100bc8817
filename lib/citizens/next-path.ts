// Where a citizen goes after signing in or registering: the page they were on their way to.
import { NEW_GESTION_PATH } from "@/lib/gestiones/paths";
import { sameSitePath } from "@/lib/security/same-site-path";

export const PORTAL_HOME = "/portal";

// Pages that are never a destination: the sign-in screens themselves, the API and the back office.
const NOT_A_DESTINATION =
  /^\/(login-register|forgot-password|activar-cuenta|reset-password|confirm-email|api|admin)(\/|$)/;

/**
 * `next` when it is a page of this site other than those (lib/security/same-site-path.ts: never another
 * origin, whatever the encoding), else the new gestión form of `tramite` when that is an id, else
 * the portal.
 */
export function citizenDestination(next: unknown, tramite?: unknown): string {
  const path = sameSitePath(next, (decoded) => !NOT_A_DESTINATION.test(decoded));
  if (path) return path;
  if (typeof tramite === "string" && /^[1-9]\d{0,9}$/.test(tramite))
    return `${NEW_GESTION_PATH}?tramite=${tramite}`;
  return PORTAL_HOME;
}

/** The query of a sign-in screen link that keeps the destination (empty when it is the portal). */
export function destinationQuery(destination: string): string {
  return destination === PORTAL_HOME ? "" : `next=${encodeURIComponent(destination)}`;
}
