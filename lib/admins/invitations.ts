import "server-only";
import { ADMIN_SELECT, getAdmin } from "@/lib/admins/queries";
import { assertMayManage } from "@/lib/admins/rank-checks";
import { MESSAGES, type AdminDto } from "@/lib/admins/schema";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import { issueLinkToken, redeemResetToken, voidAccountLinks } from "@/lib/auth/reset-tokens";
import type { Actor, AdminActor } from "@/lib/auth/sessions";
import { db, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail, LINK_SLOT, type QueuedEmail } from "@/lib/email/outbox";
import { EMAIL_SIGNATURE } from "@/lib/email/signature";
import { env } from "@/lib/env";
import { AppError, found } from "@/lib/errors/app-error";
import { rateLimitAddress } from "@/lib/security/rate-limit";

// A new administrator joins by invitation: a single-use link, e-mailed through the outbox and valid
// seven days, to choose their own password; nobody else ever knows it. Until then the account is
// 'Invitación pendiente' in the team list (`invited_at`), where it can be sent again or revoked.

const INVITATION_DAYS = 7;

function invitationEmail(
  to: string,
  nombre: string,
  inviter: string,
  rol: string,
  link: string,
): QueuedEmail {
  return {
    to,
    subject: "Tu invitación a la administración de la plataforma",
    text:
      `Hola, ${nombre}:\n\n${inviter} te invitó a la administración de la plataforma con el rol ${rol}. ` +
      `Para entrar, elige tu contraseña en este enlace (válido durante ${INVITATION_DAYS} días y una sola vez):\n\n` +
      `${LINK_SLOT}\n\nSi no esperabas esta invitación, ignora este mensaje.` +
      EMAIL_SIGNATURE,
    link,
  };
}

/** Issues the account's invitation link and queues its e-mail, within the caller's transaction. */
export async function sendInvitation(
  admin: Pick<AdminDto, "id" | "email" | "nombre1" | "rol">,
  inviter: AdminActor,
  tx: Tx,
): Promise<void> {
  const token = await issueLinkToken({ kind: "admin", adminId: admin.id }, "admin_invitation", tx);
  const link = new URL("/admin/invitacion", env().SITE_URL);
  link.searchParams.set("token", token);
  await enqueueEmail(
    invitationEmail(admin.email, admin.nombre1, inviter.name || "La oficina", admin.rol, link.toString()),
    tx,
  );
}

/** The pending account `id` a manager may act on: 404 unknown, 403 above them, 409 accepted. */
async function pendingAccount(manager: AdminActor, id: number): Promise<AdminDto> {
  const admin = found(await getAdmin(manager, id), MESSAGES.notFound);
  assertMayManage(manager, admin);
  if (!admin.invited_at) throw new AppError("CONFLICT", MESSAGES.notInvited);
  return admin;
}

/** 'Reenviar': a new link (the earlier ones stop working) and seven more days. */
export async function resendInvitation(
  actor: Actor | null,
  id: number,
  ip: string | null,
): Promise<AdminDto> {
  const manager = requirePermission(actor, "admins.manage");
  const admin = await pendingAccount(manager, id);
  const updated = await db().$transaction(async (tx) => {
    await voidAccountLinks("admin", id, tx);
    await sendInvitation(admin, manager, tx);
    await writeAudit(
      { actor: manager, action: "admin.invitation_resend", entity: "admin", entityId: id, ip },
      tx,
    );
    return tx.admin.update({
      where: { id },
      data: { invited_at: new Date() },
      select: ADMIN_SELECT,
    });
  });
  deliverPendingEmails().catch(() => {});
  return updated;
}

/** 'Anular': the invited account is removed, with its link; its e-mail may be invited again. */
export async function revokeInvitation(
  actor: Actor | null,
  id: number,
  ip: string | null,
): Promise<{ message: string }> {
  const manager = requirePermission(actor, "admins.manage");
  const admin = await pendingAccount(manager, id);
  await db().$transaction(async (tx) => {
    const { count } = await tx.admin.deleteMany({ where: { id, invited_at: { not: null } } });
    if (count !== 1) throw new AppError("CONFLICT", MESSAGES.notInvited);
    await writeAudit(
      {
        actor: manager,
        action: "admin.invitation_revoke",
        entity: "admin",
        entityId: id,
        details: { rol: admin.rol },
        ip,
      },
      tx,
    );
  });
  return { message: MESSAGES.invitationRevoked };
}

const ACCEPT_SUBMIT = { limit: 20, windowMs: 15 * 60_000, message: MESSAGES.tooManyAttempts };

/**
 * The invitee's own password, from the link: used once, within its seven days, and only while the
 * account is still pending and active. Refused links are audited like a reset's.
 */
export async function acceptInvitation(
  input: { token: string; password: string },
  ip: string | null,
): Promise<{ message: string }> {
  await rateLimitAddress("admin-invitation-submit", ip, ACCEPT_SUBMIT);
  await redeemResetToken(
    "admin",
    { ...input, passwordField: "password" },
    ip,
    MESSAGES.invitationInvalid,
    async (id, hash, tx) => {
      const { count } = await tx.admin.updateMany({
        where: { id, estado: true, invited_at: { not: null } },
        data: { password_hash: hash, invited_at: null },
      });
      return count === 1;
    },
    "admin_invitation",
  );
  return { message: MESSAGES.invitationAccepted };
}
