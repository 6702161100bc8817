import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { digest, newLinkToken, voidAccountLinks } from "@/lib/auth/reset-tokens";
import { requireCitizen } from "@/lib/auth/authorize";
import type { Actor, CitizenActor } from "@/lib/auth/sessions";
import { confirmEmailEmail, emailChangeRequestedEmail } from "@/lib/citizens/emails";
import {
  EMAIL_CHANGE_MESSAGES,
  LOGIN_MESSAGES,
  SESSION_EXPIRED_MESSAGE,
} from "@/lib/citizens/messages";
import { db, isUniqueViolation, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { limitUnconfirmedRecipient } from "@/lib/email/unconfirmed-recipient";
import { AppError } from "@/lib/errors/app-error";
import { rateLimit } from "@/lib/security/rate-limit";

// A citizen's e-mail address is confirmed by a link sent to it: a new one replaces the old one
// only once its link is opened, and the address typed at registration waits the same way for its
// owner to open the link (the account uses it meanwhile, unconfirmed). Until then the address
// waits on the account with the hash of a single-use token valid 24 hours.

const LIFETIME_MS = 24 * 60 * 60_000;
const CONFIRM_LIMIT = { limit: 20, windowMs: 15 * 60_000, message: LOGIN_MESSAGES.tooMany };

const cleared = {
  pending_correo: null,
  pending_correo_token_hash: null,
  pending_correo_expires_at: null,
} as const;

/**
 * The columns that make `correo` the account's address waiting for its link, and the link's token
 * (only its hash is stored).
 */
export function pendingConfirmation(correo: string) {
  const token = newLinkToken();
  return {
    token,
    data: {
      pending_correo: correo,
      pending_correo_token_hash: digest(token),
      pending_correo_expires_at: new Date(Date.now() + LIFETIME_MS),
    },
  };
}

/**
 * Records `correo` as the account's pending address (replacing any earlier request) in the
 * caller's transaction: the link goes to the new address and a notice without it to the current
 * one, through the outbox; the request is audited. The new address is nobody's proven address
 * yet: it is mailed within its per-address limit.
 */
export async function requestEmailChange(
  tx: Tx,
  actor: CitizenActor,
  account: { primer_nombre: string; correo: string | null },
  correo: string,
  ip: string | null,
): Promise<void> {
  await limitUnconfirmedRecipient(correo, tx);
  const { token, data } = pendingConfirmation(correo);
  await tx.citizen.update({ where: { id: actor.id }, data });
  await enqueueEmail(confirmEmailEmail(correo, token, true), tx);
  if (account.correo) {
    await enqueueEmail(
      emailChangeRequestedEmail(account.correo, account.primer_nombre, correo),
      tx,
    );
  }
  await writeAudit(
    { actor, action: "citizen.email_change_requested", entity: "citizen", entityId: actor.id, ip },
    tx,
  );
}

/**
 * The profile's 'Enviarme el enlace': a link to the account's own address that confirms it,
 * replacing any earlier pending request (a change to another address included), within the
 * address's limit; audited. Nothing to confirm is a 409.
 */
export async function requestEmailConfirmation(
  actor: Actor | null,
  ip: string | null,
): Promise<{ message: string }> {
  const citizen = requireCitizen(actor);
  const correo = await db().$transaction(async (tx) => {
    const account = await tx.citizen.findFirst({
      where: { id: citizen.id, activo: true, deleted_at: null },
      select: { correo: true, correo_confirmado_at: true },
    });
    if (!account) throw new AppError("UNAUTHENTICATED", SESSION_EXPIRED_MESSAGE);
    if (!account.correo) throw new AppError("CONFLICT", EMAIL_CHANGE_MESSAGES.noEmail);
    if (account.correo_confirmado_at) {
      throw new AppError("CONFLICT", EMAIL_CHANGE_MESSAGES.alreadyConfirmed);
    }
    await limitUnconfirmedRecipient(account.correo, tx);
    const { token, data } = pendingConfirmation(account.correo);
    await tx.citizen.update({ where: { id: citizen.id }, data });
    await enqueueEmail(confirmEmailEmail(account.correo, token, false), tx);
    await writeAudit(
      {
        actor: citizen,
        action: "citizen.email_confirmation_requested",
        entity: "citizen",
        entityId: citizen.id,
        ip,
      },
      tx,
    );
    return account.correo;
  });
  deliverPendingEmails().catch(() => {});
  return { message: EMAIL_CHANGE_MESSAGES.confirmationSent(correo) };
}

async function refuse(citizenId: number | null, reason: "invalid" | "taken", ip: string | null) {
  await writeAudit({
    actor: null,
    action: "citizen.email_change_refused",
    entity: "citizen",
    entityId: citizenId ?? undefined,
    details: { reason },
    ip,
  });
  return new AppError(
    reason === "taken" ? "CONFLICT" : "BAD_REQUEST",
    EMAIL_CHANGE_MESSAGES[reason],
  );
}

/**
 * Applies a pending e-mail from its link, confirmed from then on (the account's own address, when
 * that is what waited, just becomes confirmed): the token is used once, and refused when unknown or
 * expired, or when another account took the address meanwhile (the request is then dropped).
 * Whoever opens the link needs no session: the link proves the new address is theirs, and the
 * request itself needed the account's password. Audited either way.
 */
export async function confirmEmailChange(
  token: string,
  ip: string | null,
): Promise<{ correo: string; cambiado: boolean }> {
  await rateLimit("citizen-email-confirm", ip ?? "desconocida", CONFIRM_LIMIT);
  const hash = digest(token);
  const row = await db().citizen.findFirst({
    where: {
      pending_correo_token_hash: hash,
      pending_correo_expires_at: { gt: new Date() },
      activo: true,
      deleted_at: null,
    },
    select: { id: true, pending_correo: true, correo: true },
  });
  const correo = row?.pending_correo;
  if (!row || !correo) throw await refuse(null, "invalid", ip);
  try {
    await db().$transaction(async (tx) => {
      // The token is spent whatever happens next: cleared only if still this request's.
      const claimed = await tx.citizen.updateMany({
        where: { id: row.id, pending_correo_token_hash: hash },
        data: cleared,
      });
      if (claimed.count !== 1) throw new AppError("BAD_REQUEST", EMAIL_CHANGE_MESSAGES.invalid);
      await tx.citizen.update({
        where: { id: row.id },
        data: { correo, correo_confirmado_at: new Date() },
      });
      await voidAccountLinks("citizen", row.id, tx);
      await writeAudit(
        {
          actor: null,
          action: "citizen.email_change_confirmed",
          entity: "citizen",
          entityId: row.id,
          ip,
        },
        tx,
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db().citizen.updateMany({
      where: { id: row.id, pending_correo_token_hash: hash },
      data: cleared,
    });
    throw await refuse(row.id, "taken", ip);
  }
  return { correo, cambiado: correo !== row.correo };
}
