import "server-only";
import { forbidden, unauthorized } from "next/navigation";
import type { AdminActor } from "@/lib/auth/sessions";
import { currentActor } from "@/lib/auth/actor";
import { can, type Permission } from "@/lib/auth/permissions";

/**
 * The server-side check of every protected /admin page: without a live administrator session the
 * 'Acceso restringido' guard renders (app/admin/unauthorized.tsx, status 401); without the
 * permission the '❌ Acceso Denegado' screen renders (app/admin/forbidden.tsx, status 403), and the
 * page loads no data.
 */
export async function requireAdminPage(permission?: Permission): Promise<AdminActor> {
  const actor = await currentActor();
  if (actor?.kind !== "admin") unauthorized();
  if (permission && !can(actor.role, permission)) forbidden();
  return actor;
}
