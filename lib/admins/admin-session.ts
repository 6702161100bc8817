import "server-only";
import { getAdmin } from "@/lib/admins/queries";
import { MESSAGES, type AdminDto } from "@/lib/admins/schema";
import { writeAudit } from "@/lib/audit/service";
import { rememberAccount, type LoginContext } from "@/lib/auth/device-cookie";
import {
  actorForSession,
  createSession,
  type AdminActor,
} from "@/lib/auth/sessions";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

/**
 * The end of every successful administrator login (password alone, password and second factor, or
 * an e-mailed sign-in link): an 8-hour server-side session, the account's profile, the
 * `admin.login` audit entry, and the device cookie that remembers this browser for the account.
 */
export async function openAdminSession(
  adminId: number,
  context: LoginContext,
  details?: Prisma.InputJsonValue,
): Promise<{ actor: AdminActor; admin: AdminDto; device: string }> {
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
  const { password_hash } = await db().admin.findUniqueOrThrow({
    where: { id: adminId },
    select: { password_hash: true },
  });
  const device = rememberAccount("admin", context.device, {
    id: adminId,
    passwordHash: password_hash,
  });
  return { actor, admin, device };
}
