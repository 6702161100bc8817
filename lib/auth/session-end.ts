import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requireSelf } from "@/lib/auth/authorize";
import { SESSION_MESSAGES } from "@/lib/auth/session-schema";
import { openSessionsOf, type Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

// "Cerrar sesión" beside another session of one's own account, and "Cerrar las demás sesiones".
// The current session ends through the logout of its kind of account, which also clears the cookie.

/** Ends one open session of the caller's own account other than the current one (404 otherwise). */
export async function endOwnSession(
  actor: Actor | null,
  sessionId: string,
  ip: string | null,
): Promise<void> {
  const self = requireSelf(actor);
  if (sessionId === self.sessionId) throw new AppError("CONFLICT", SESSION_MESSAGES.current);
  await db().$transaction(async (tx) => {
    const { count } = await tx.session.updateMany({
      where: { ...openSessionsOf(self), id: sessionId },
      data: { revoked_at: new Date() },
    });
    if (count === 0) throw new AppError("NOT_FOUND", SESSION_MESSAGES.notFound);
    await writeAudit(
      {
        actor: self,
        action: `${self.kind}.session_end`,
        entity: "session",
        entityId: sessionId,
        ip,
      },
      tx,
    );
  });
}

/** Ends every open session of the caller's own account but the current one; answers how many. */
export async function endOtherSessions(
  actor: Actor | null,
  ip: string | null,
): Promise<{ count: number }> {
  const self = requireSelf(actor);
  return db().$transaction(async (tx) => {
    const { count } = await tx.session.updateMany({
      where: { ...openSessionsOf(self), NOT: { id: self.sessionId } },
      data: { revoked_at: new Date() },
    });
    await writeAudit(
      {
        actor: self,
        action: `${self.kind}.sessions_end_others`,
        entity: self.kind,
        entityId: self.id,
        details: { sesiones: count },
        ip,
      },
      tx,
    );
    return { count };
  });
}
