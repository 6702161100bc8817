import "server-only";
import { getAdmin } from "@/lib/admins/queries";
import { MESSAGES, type AdminDto } from "@/lib/admins/schema";
import { writeAudit } from "@/lib/audit/service";
import {
  actorForSession,
  createSession,
  type AdminActor,
  type SessionContext,
} from "@/lib/auth/sessions";
import type { Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * The end of every successful administrator login (password alone, or password and second factor):
 * an 8-hour server-side session, the account's profile, and the `admin.login` audit entry.
 */
export async function openAdminSession(
  adminId: number,
  context: SessionContext,
  details?: Prisma.InputJsonValue,
): Promise<{ actor: AdminActor; admin: AdminDto }> {
  const session = await createSession({ kind: "admin", adminId }, context);
  const actor = await actorForSession(session.id);
  const admin = actor?.kind === "admin" ? await getAdmin(actor, adminId) : null;
  if (actor?.kind !== "admin" || !admin)
    throw new AppError("UNAUTHENTICATED", MESSAGES.invalidCredentials);
  await writeAudit({
    actor,
    action: "admin.login",
    entity: "admin",
    entityId: adminId,
    details,
    ip: context.ip,
  });
  return { actor, admin };
}
