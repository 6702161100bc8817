import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { digest, newLinkToken } from "@/lib/auth/reset-tokens";
import type { CitizenActor } from "@/lib/auth/sessions";
import { confirmEmailChangeEmail, emailChangeRequestedEmail } from "@/lib/citizens/emails";
import { EMAIL_CHANGE_MESSAGES, LOGIN_MESSAGES } from "@/lib/citizens/messages";
import { db, isUniqueViolation, type Tx } from "@/lib/db";
import { enqueueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/errors";
import { rateLimit } from "@/lib/ratelimit";

// A citizen's new e-mail address replaces the old one only once the link sent to it is opened:
// until then it waits on the account with the hash of a single-use token valid 24 hours.

const LIFETIME_MS = 24 * 60 * 60_000;
const CONFIRM_LIMIT = { limit: 20, windowMs: 15 * 60_000, message: LOGIN_MESSAGES.tooMany };

const cleared = {
  pending_correo: null,
  pending_correo_token_hash: null,
  pending_correo_expires_at: null,
} as const;

/**
 * Records `correo` as the account's pending address (replacing any earlier request) in the
 * caller's transaction: the link goes to the new address and a notice without it to the current
 * one, through the outbox; the request is audited.
 */
export async function requestEmailChange(
  tx: Tx,
  actor: CitizenActor,
  account: { primer_nombre: string; correo: string | null },
  correo: string,
  ip: string | null,
): Promise<void> {
  const token = newLinkToken();
  await tx.citizen.update({
    where: { id: actor.id },
    data: {
      pending_correo: correo,
      pending_correo_token_hash: digest(token),
      pending_correo_expires_at: new Date(Date.now() + LIFETIME_MS),
    },
  });
  await enqueueEmail(confirmEmailChangeEmail(correo, account.primer_nombre, token), tx);
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
 * Applies a pending e-mail from its link: the token is used once, and refused when unknown or
 * expired, or when another account took the address meanwhile (the request is then dropped).
 * Whoever opens the link needs no session: the link proves the new address is theirs, and the
 * request itself needed the account's password. Audited either way.
 */
export async function confirmEmailChange(
  token: string,
  ip: string | null,
): Promise<{ correo: string }> {
  await rateLimit("citizen-email-confirm", ip ?? "desconocida", CONFIRM_LIMIT);
  const hash = digest(token);
  const row = await db().citizen.findFirst({
    where: {
      pending_correo_token_hash: hash,
      pending_correo_expires_at: { gt: new Date() },
      activo: true,
      deleted_at: null,
    },
    select: { id: true, pending_correo: true },
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
      await tx.citizen.update({ where: { id: row.id }, data: { correo } });
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
  return { correo };
}
