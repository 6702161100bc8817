import { sameSitePath } from "@/lib/security/same-site-path";

export const ADMIN_HOME = "/admin/dashboard";

const NOT_A_DESTINATION = new Set([
  "/admin/login",
  "/admin/request-reset",
  "/admin/reset-password",
  "/admin/acceso-restringido",
]);

/**
 * Where to go after logging in: the protected /admin page first asked for, when `next` is a path
 * of this site under /admin (lib/security/same-site-path.ts); anything else (other sites, other areas, the
 * open pages) goes to the dashboard.
 */
export function safeAdminNext(next: string | null | undefined): string {
  const inBackOffice = (path: string) =>
    /^\/admin(\/|$)/.test(path) && !NOT_A_DESTINATION.has(path);
  return sameSitePath(next, inBackOffice) ?? ADMIN_HOME;
}
