export const ADMIN_HOME = "/admin/dashboard";

const NOT_A_DESTINATION = new Set([
  "/admin/login",
  "/admin/request-reset",
  "/admin/reset-password",
  "/admin/acceso-restringido",
]);

/**
 * Where to go after logging in: the protected /admin page first asked for, when `next` is a path
 * of this site under /admin; anything else (other sites, other areas, the open pages) goes to the
 * dashboard.
 */
export function safeAdminNext(next: string | null | undefined): string {
  if (!next) return ADMIN_HOME;
  const base = "http://sitio.invalid";
  try {
    const url = new URL(next, base);
    if (url.origin !== base || !next.startsWith("/")) return ADMIN_HOME;
    if (!/^\/admin(\/|$)/.test(url.pathname) || NOT_A_DESTINATION.has(url.pathname))
      return ADMIN_HOME;
    return url.pathname + url.search;
  } catch {
    return ADMIN_HOME;
  }
}
