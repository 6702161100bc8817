import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { recordRefusedResetToken, RefusedResetToken } from "@/lib/audit/refusals";
import { writeAudit } from "@/lib/audit/service";
import { hashNewPassword } from "@/lib/auth/passwords";
import { revokeAllSessions } from "@/lib/auth/sessions";
import { clearAccountFailures } from "@/lib/auth/throttle";
import { db, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail, type QueuedEmail } from "@/lib/email/outbox";

const LIFETIME_MS = 60 * 60_000;

/** The SHA-256 a single-use token is stored as (reset links, e-mail confirmations). */
export const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** A random single-use token of 256 bits, for a link. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

type AccountKind = "admin" | "citizen";
type ResetOwner = { kind: "admin"; adminId: number } | { kind: "citizen"; citizenId: number };

/** A random single-use token, valid one hour; only its hash is stored. */
async function issueResetToken(owner: ResetOwner, tx: Tx): Promise<string> {
  const token = newLinkToken();
  await tx.passwordResetToken.create({
    data: {
      kind: owner.kind,
      admin_id: owner.kind === "admin" ? owner.adminId : null,
      citizen_id: owner.kind === "citizen" ? owner.citizenId : null,
      token_hash: digest(token),
      expires_at: new Date(Date.now() + LIFETIME_MS),
    },
  });
  return token;
}

const live = () => ({ used_at: null, expires_at: { gt: new Date() } });

/**
 * Marks a token used and returns its account's id, or null when it is unknown, used, expired or
 * of the other kind. Marking and checking are one statement, so a token cannot be used twice.
 */
async function consumeResetToken(kind: AccountKind, token: string, tx: Tx): Promise<number | null> {
  const hash = digest(token);
  const claimed = await tx.passwordResetToken.updateMany({
    where: { token_hash: hash, kind, ...live() },
    data: { used_at: new Date() },
  });
  if (claimed.count !== 1) return null;
  const row = await tx.passwordResetToken.findUniqueOrThrow({
    where: { token_hash: hash },
    select: { admin_id: true, citizen_id: true },
  });
  return kind === "admin" ? row.admin_id : row.citizen_id;
}

/**
 * Issues a reset link to an account: the token, its e-mail and the audit entry commit together, so
 * no link exists that was not mailed and recorded; a failed send is left to the outbox retry.
 */
export async function sendResetLink(
  owner: ResetOwner,
  ip: string | null,
  email: (token: string) => QueuedEmail,
): Promise<void> {
  await db().$transaction(async (tx) => {
    const token = await issueResetToken(owner, tx);
    await enqueueEmail(email(token), tx);
    await writeAudit(
      {
        actor: null,
        action: `${owner.kind}.password_reset_request`,
        entity: owner.kind,
        entityId: owner.kind === "admin" ? owner.adminId : owner.citizenId,
        ip,
      },
      tx,
    );
  });
  deliverPendingEmails().catch(() => {});
}

/**
 * Sets a new password from a reset link. A wrong, used or expired token is refused (400 with
 * `refusal`, audited) before the new password's slow hash; the token is then consumed atomically
 * with the change. `setPassword` writes the hash to a live account and returns the identifiers it
 * signs in with, or null when it cannot be reset. The account's other links and every session stop
 * working, and its failed logins are forgotten (the owner has proved who they are).
 */
export async function redeemResetToken(
  kind: AccountKind,
  input: { token: string; password: string; passwordField: string },
  ip: string | null,
  refusal: string,
  setPassword: (id: number, passwordHash: string, tx: Tx) => Promise<(string | null)[] | null>,
): Promise<void> {
  const reset = async () => {
    const known = await db().passwordResetToken.count({
      where: { token_hash: digest(input.token), kind, ...live() },
    });
    if (!known) throw new RefusedResetToken(refusal);
    const passwordHash = await hashNewPassword(input.password, input.passwordField);
    await db().$transaction(async (tx) => {
      const id = await consumeResetToken(kind, input.token, tx);
      const identifiers = id ? await setPassword(id, passwordHash, tx) : null;
      if (!id || !identifiers) throw new RefusedResetToken(refusal);
      await tx.passwordResetToken.updateMany({
        where: { ...(kind === "admin" ? { admin_id: id } : { citizen_id: id }), used_at: null },
        data: { used_at: new Date() },
      });
      await clearAccountFailures(kind, identifiers, tx);
      await writeAudit(
        { actor: null, action: `${kind}.password_reset`, entity: kind, entityId: id, ip },
        tx,
      );
      await revokeAllSessions(
        kind === "admin" ? { adminId: id } : { citizenId: id },
        undefined,
        tx,
      );
    });
  };
  await reset().catch(recordRefusedResetToken(kind, ip));
}
