import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import type { LoginChallengeStep } from "@/lib/generated/prisma/enums";

// The link between a login's password and its second step: a random token handed to the client
// that passed the password, valid five minutes, for one account and one use; only its hash is
// stored.

const LOGIN_CHALLENGE_MINUTES = 5;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface LoginChallenge {
  id: string;
  adminId: number;
  step: LoginChallengeStep;
}

/** A new challenge for an account whose password was just accepted; its used and expired ones go. */
export async function issueLoginChallenge(
  adminId: number,
  step: LoginChallengeStep,
): Promise<{ challenge: string; expiresAt: Date }> {
  const challenge = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + LOGIN_CHALLENGE_MINUTES * 60_000);
  await db().$transaction([
    db().adminLoginChallenge.deleteMany({
      where: {
        admin_id: adminId,
        OR: [{ used_at: { not: null } }, { expires_at: { lte: new Date() } }],
      },
    }),
    db().adminLoginChallenge.create({
      data: { admin_id: adminId, step, token_hash: digest(challenge), expires_at: expiresAt },
    }),
  ]);
  return { challenge, expiresAt };
}

/** The live challenge behind a token (unused, unexpired), or null. */
export async function findLoginChallenge(challenge: string): Promise<LoginChallenge | null> {
  const row = await db().adminLoginChallenge.findUnique({
    where: { token_hash: digest(challenge) },
    select: { id: true, admin_id: true, step: true, used_at: true, expires_at: true },
  });
  if (!row || row.used_at || row.expires_at <= new Date()) return null;
  return { id: row.id, adminId: row.admin_id, step: row.step };
}

/** Spends a challenge; false when it was spent meanwhile (or expired): one use, whatever the race. */
export async function spendLoginChallenge(id: string, client: Tx = db()): Promise<boolean> {
  const spent = await client.adminLoginChallenge.updateMany({
    where: { id, used_at: null, expires_at: { gt: new Date() } },
    data: { used_at: new Date() },
  });
  return spent.count === 1;
}

/** Codes a challenge takes: the fifth wrong one voids it, and the password is asked again. */
const CODES_PER_CHALLENGE = 5;

/**
 * Counts a code tried against a live challenge; false when it is spent, expired, or has taken its
 * five codes. Counted before the code is checked, so parallel tries cannot exceed five.
 */
export async function countCodeAttempt(id: string): Promise<boolean> {
  const counted = await db().adminLoginChallenge.updateMany({
    where: {
      id,
      used_at: null,
      expires_at: { gt: new Date() },
      code_attempts: { lt: CODES_PER_CHALLENGE },
    },
    data: { code_attempts: { increment: 1 } },
  });
  return counted.count === 1;
}

/** Voids a challenge that took its last code wrong; answers whether this call voided it. */
export async function voidSpentChallenge(id: string): Promise<boolean> {
  const voided = await db().adminLoginChallenge.updateMany({
    where: { id, used_at: null, code_attempts: { gte: CODES_PER_CHALLENGE } },
    data: { used_at: new Date() },
  });
  return voided.count === 1;
}
