import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { recordRefusedResetToken, RefusedResetToken } from "@/lib/audit/refusals";
import { writeAudit } from "@/lib/audit/service";
import { hashNewPassword } from "@/lib/auth/passwords";
import { revokeAllSessions } from "@/lib/auth/sessions";
import { clearAccountFailures } from "@/lib/auth/throttle";
import { db, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail, type QueuedEmail } from "@/lib/email/outbox";
import type { AccountLinkPurpose } from "@/lib/generated/prisma/enums";
import { rateLimitAddress, withinBudget } from "@/lib/security/rate-limit";
import { afterResponse } from "@/lib/http/after-response";
import { vouchedDevice, type LoginContext } from "@/lib/auth/device-cookie";

// An account's e-mailed single-use links: the password reset (one hour), the sign-in link of a
// device the account does not know while its failed logins are many (15 minutes), and a new
// administrator's invitation to choose a first password (seven days). Only a link's
// hash is stored; any change of the account's password or e-mail voids the ones still open.

const MINUTE = 60_000;
const LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  password_reset: 60 * MINUTE,
  sign_in: 15 * MINUTE,
  admin_invitation: 7 * 24 * 60 * MINUTE,
};

/** The SHA-256 a single-use token is stored as (reset links, e-mail confirmations). */
export const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** A random single-use token of 256 bits, for a link. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

type AccountKind = "admin" | "citizen";
export type LinkOwner = { kind: "admin"; adminId: number } | { kind: "citizen"; citizenId: number };

const ownerId = (owner: LinkOwner) => (owner.kind === "admin" ? owner.adminId : owner.citizenId);
const ownedBy = (kind: AccountKind, id: number) =>
  kind === "admin" ? { admin_id: id } : { citizen_id: id };

/** A random single-use token for `purpose`; only its hash is stored. */
export async function issueLinkToken(
  owner: LinkOwner,
  purpose: AccountLinkPurpose,
  tx: Tx,
): Promise<string> {
  const token = newLinkToken();
  await tx.passwordResetToken.create({
    data: {
      kind: owner.kind,
      purpose,
      ...ownedBy(owner.kind, ownerId(owner)),
      token_hash: digest(token),
      expires_at: new Date(Date.now() + LIFETIME_MS[purpose]),
    },
  });
  return token;
}

const live = () => ({ used_at: null, expires_at: { gt: new Date() } });

/**
 * Marks a token used and returns its account's id, or null when it is unknown, used, expired, of
 * the other kind or for another purpose. Marking and checking are one statement, so a token cannot
 * be used twice.
 */
async function consumeLinkToken(
  kind: AccountKind,
  purpose: AccountLinkPurpose,
  token: string,
  tx: Tx,
): Promise<number | null> {
  const hash = digest(token);
  const claimed = await tx.passwordResetToken.updateMany({
    where: { token_hash: hash, kind, purpose, ...live() },
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
 * Voids every open link of an account, reset and sign-in alike: called with the transaction of any
 * change of its password or e-mail, so a link asked for before the change cannot undo it.
 */
export async function voidAccountLinks(kind: AccountKind, id: number, tx: Tx): Promise<void> {
  await tx.passwordResetToken.updateMany({
    where: { ...ownedBy(kind, id), used_at: null },
    data: { used_at: new Date() },
  });
}

/**
 * Issues a link to an account: the token, its e-mail and the audit entry commit together, so no
 * link exists that was not mailed and recorded; a failed send is left to the outbox retry.
 */
export async function sendAccountLink(
  owner: LinkOwner,
  purpose: AccountLinkPurpose,
  ip: string | null,
  email: (token: string) => QueuedEmail,
): Promise<void> {
  const action = purpose === "sign_in" ? "sign_in_link_request" : "password_reset_request";
  await db().$transaction(async (tx) => {
    const token = await issueLinkToken(owner, purpose, tx);
    await enqueueEmail(email(token), tx);
    await writeAudit(
      {
        actor: null,
        action: `${owner.kind}.${action}`,
        entity: owner.kind,
        entityId: ownerId(owner),
        ip,
      },
      tx,
    );
  });
  deliverPendingEmails().catch(() => {});
}

/** Sign-in links an account is sent within 15 minutes at most: a leaked password cannot flood it. */
const SIGN_IN_LINKS = { limit: 3, windowMs: 15 * MINUTE };

/** Issues a single-use sign-in link valid 15 minutes, unless the account was sent three already. */
export async function sendSignInLink(
  owner: LinkOwner,
  ip: string | null,
  email: (token: string) => QueuedEmail,
): Promise<void> {
  const key = `${owner.kind}:${ownerId(owner)}`;
  if (!(await withinBudget("sign-in-link", key, SIGN_IN_LINKS))) return;
  await sendAccountLink(owner, "sign_in", ip, email);
}

/**
 * Spends a sign-in link and returns its account's id; a wrong, used or expired one is refused (400
 * with `refusal`) and audited.
 */
export async function redeemSignInLink(
  kind: AccountKind,
  token: string,
  ip: string | null,
  refusal: string,
): Promise<number> {
  const redeem = async () => {
    const id = await consumeLinkToken(kind, "sign_in", token, db());
    if (!id) throw new RefusedResetToken(refusal);
    return id;
  };
  return redeem().catch(recordRefusedResetToken(kind, ip, "sign_in_link"));
}

const RESET_REQUESTS = {
  perAddress: { limit: 10, windowMs: 15 * MINUTE },
  perEmailAndAddress: { limit: 3, windowMs: 60 * MINUTE },
  perEmail: { limit: 10, windowMs: 60 * MINUTE },
};

/**
 * A reset request for `email` (an e-mail, or a citizen's mobile number), answered the same whether
 * or not it is an account's, and in the same time: the proof (`deliver`: an e-mailed link, a code
 * to the phone) is sent after the answer, and only to `owner` when it is live. Past 10 requests
 * from one address within 15 minutes it is refused (429, `tooMany`). Past 3 for one e-mail or
 * number from one address within an hour, or 10 for it from every address together, it is answered
 * as usual but sends nothing — except that the account-wide count never stops a browser that signed
 * in to the account before (its device cookie): strangers asking from elsewhere cannot use up the
 * owner's way back in. Counted per e-mail or number as typed, whether or not it is an account's, so
 * the limits tell nothing about which ones are.
 */
export async function requestResetLink(
  owner: LinkOwner | null,
  request: {
    kind: AccountKind;
    email: string;
    context: LoginContext;
    /** The account's password hash, which its device cookie is signed with. */
    passwordHash: string | null;
    tooMany: string;
    /** Sends the owner its proof, in a transaction of its own with the audit entry. */
    deliver: (owner: LinkOwner, ip: string | null) => Promise<void>;
  },
): Promise<void> {
  const { kind, email, context, tooMany } = request;
  const ip = context.ip ?? null;
  const { perAddress, perEmailAndAddress, perEmail } = RESET_REQUESTS;
  await rateLimitAddress(`${kind}-reset-address`, ip, { ...perAddress, message: tooMany });
  const fromHere = `${email}|${ip ?? "desconocida"}`;
  if (!(await withinBudget(`${kind}-reset-email-address`, fromHere, perEmailAndAddress))) return;
  const knownDevice =
    owner !== null &&
    vouchedDevice(kind, context.device, { id: ownerId(owner), passwordHash: request.passwordHash });
  if (!knownDevice && !(await withinBudget(`${kind}-reset-email`, email, perEmail))) return;
  if (!owner) return;
  await afterResponse(`${kind} reset proof`, () => request.deliver(owner, ip));
}

/**
 * What follows a password set by a proven owner (a reset link, a code sent to the phone, an
 * invitation), in the transaction that set it: the account's other links and every session stop
 * working, its failed logins are forgotten, and the change is audited.
 */
export async function finishPasswordReset(
  kind: AccountKind,
  id: number,
  ip: string | null,
  tx: Tx,
  action: "admin.invitation_accept" | `${AccountKind}.password_reset` = `${kind}.password_reset`,
): Promise<void> {
  await voidAccountLinks(kind, id, tx);
  await clearAccountFailures(kind, id, tx);
  await writeAudit({ actor: null, action, entity: kind, entityId: id, ip }, tx);
  await revokeAllSessions(kind === "admin" ? { adminId: id } : { citizenId: id }, undefined, tx);
}

/**
 * Sets a new password from a reset link (or, with `purpose`, the first one from an invitation). A wrong, used or expired token is refused (400 with
 * `refusal`, audited) before the new password's slow hash; the token is then consumed atomically
 * with the change. `setPassword` writes the hash to a live account and answers whether it could.
 * The account's other links and every session stop working, and its failed logins are forgotten
 * (the owner has proved who they are).
 */
export async function redeemResetToken(
  kind: AccountKind,
  input: { token: string; password: string; passwordField: string },
  ip: string | null,
  refusal: string,
  setPassword: (id: number, passwordHash: string, tx: Tx) => Promise<boolean>,
  purpose: "password_reset" | "admin_invitation" = "password_reset",
): Promise<void> {
  const reset = async () => {
    const known = await db().passwordResetToken.count({
      where: { token_hash: digest(input.token), kind, purpose, ...live() },
    });
    if (!known) throw new RefusedResetToken(refusal);
    const passwordHash = await hashNewPassword(input.password, input.passwordField);
    await db().$transaction(async (tx) => {
      const id = await consumeLinkToken(kind, purpose, input.token, tx);
      if (!id || !(await setPassword(id, passwordHash, tx))) throw new RefusedResetToken(refusal);
      const action =
        purpose === "admin_invitation" ? "admin.invitation_accept" : (`${kind}.password_reset` as const);
      await finishPasswordReset(kind, id, ip, tx, action);
    });
  };
  const operation = purpose === "admin_invitation" ? "invitation" : "password_reset";
  await reset().catch(recordRefusedResetToken(kind, ip, operation));
}
