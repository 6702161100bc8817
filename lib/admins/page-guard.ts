import "server-only";
import { forbidden, unauthorized } from "next/navigation";
import type { ReactNode } from "react";
import { requestIp } from "@/lib/security/client-address";
import { auditRefusal } from "@/lib/audit/refusals";
import type { Actor, AdminActor } from "@/lib/auth/sessions";
import { currentActor } from "@/lib/auth/actor";
import { can, type Permission } from "@/lib/auth/permissions";

/**
 * Answers a protected /admin page with the 401 or 403 screen, recorded as an `access.denied` entry
 * naming what the page asks for, `operation` (Next.js does not tell a page its own path).
 */
export async function refuseAdminPage(actor: Actor | null, operation: string): Promise<never> {
  const status = actor?.kind === "admin" ? 403 : 401;
  await auditRefusal({
    actor,
    kind: "page",
    operation,
    status,
    reason: status === 401 ? "Acceso restringido" : "Acceso denegado",
    ip: await requestIp(),
  });
  return status === 401 ? unauthorized() : forbidden();
}

/**
 * The server-side check of every protected /admin page: without a live administrator session the
 * 'Acceso restringido' guard renders (app/admin/unauthorized.tsx, status 401); without the
 * permission the '❌ Acceso Denegado' screen renders (app/admin/forbidden.tsx, status 403), and the
 * page loads no data.
 */
export async function requireAdminPage(permission?: Permission): Promise<AdminActor> {
  const actor = await currentActor();
  if (actor?.kind !== "admin" || (permission && !can(actor, permission))) {
    return refuseAdminPage(actor, permission ?? "backoffice.access");
  }
  return actor;
}

/**
 * The layout of a folder whose pages load under a loading screen (its loading.tsx): Next sends
 * the 200 and that screen before the page runs, so the page's own refusal would arrive inside a
 * page already answered 200. Checked here, above the screen, the refusal is the status.
 */
export function guardedLayout(permission: Permission) {
  return async function GuardedLayout({ children }: { children: ReactNode }) {
    await requireAdminPage(permission);
    return children;
  };
}
