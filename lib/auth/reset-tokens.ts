import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { writeAudit } from "@/lib/audit/service";
import { db, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import type { OutgoingEmail } from "@/lib/email/senders";

const LIFETIME_MS = 60 * 60_000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

type ResetOwner = { kind: "admin"; adminId: number } | { kind: "citizen"; citizenId: number };

/** A random single-use token, valid one hour; only its hash is stored. */
async function issueResetToken(owner: ResetOwner, tx: Tx): Promise<string> {
  const token = randomBytes(32).toString("base64url");
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

/**
 * Marks a token used and returns its owner, or null when it is unknown, used, expired or of the
 * other kind. Marking and checking are one statement, so a token cannot be used twice.
 */
export async function consumeResetToken(
  kind: "admin" | "citizen",
  token: string,
  tx: Tx = db(),
): Promise<{ adminId: number | null; citizenId: number | null } | null> {
  const hash = digest(token);
  const claimed = await tx.passwordResetToken.updateMany({
    where: { token_hash: hash, kind, used_at: null, expires_at: { gt: new Date() } },
    data: { used_at: new Date() },
  });
  if (claimed.count !== 1) return null;
  const row = await tx.passwordResetToken.findUniqueOrThrow({
    where: { token_hash: hash },
    select: { admin_id: true, citizen_id: true },
  });
  return { adminId: row.admin_id, citizenId: row.citizen_id };
}

/**
 * Issues a reset link to an account: the token, its e-mail and the audit entry commit together, so
 * no link exists that was not mailed and recorded; a failed send is left to the outbox retry.
 */
export async function sendResetLink(
  owner: ResetOwner,
  ip: string | null,
  email: (token: string) => OutgoingEmail,
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
