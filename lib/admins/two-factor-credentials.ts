import "server-only";
import { MESSAGES } from "@/lib/admins/schema";
import type { EnrolmentSecret } from "@/lib/admins/two-factor-schema";
import { writeAudit } from "@/lib/audit/service";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
} from "@/lib/auth/recovery-codes";
import { openSecret, sealSecret } from "@/lib/auth/secret-box";
import type { Actor } from "@/lib/auth/sessions";
import { accountKey, sessionDevice, throttledLogin } from "@/lib/auth/throttle";
import { base32Decode, matchTotpStep, newTotpSecret, otpauthUri } from "@/lib/auth/totp";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { readIdentity } from "@/lib/site/identity";
import { siteName } from "@/lib/site/identity-schema";

// The second factor of an administrator: the sealed TOTP secret, the recovery codes, and the
// throttled check of a code. Shared by the login's second step (two-factor-login.ts) and the
// profile's operations (two-factor-service.ts).

/** Binds a sealed secret to its account: one copied onto another row does not open. */
const sealContext = (adminId: number) => `admin-totp:${adminId}`;

function openTotpSecret(adminId: number, sealed: string | null): Buffer | null {
  const secret = sealed ? openSecret(sealed, sealContext(adminId)) : null;
  return secret ? base32Decode(secret) : null;
}

/** Marks a step used unless it (or a later one) already was: a code is accepted once. */
async function claimStep(
  adminId: number,
  sealed: string,
  step: number,
  client: Tx,
): Promise<boolean> {
  const claimed = await client.admin.updateMany({
    where: {
      id: adminId,
      totp_secret: sealed,
      OR: [{ totp_last_step: null }, { totp_last_step: { lt: step } }],
    },
    data: { totp_last_step: step },
  });
  return claimed.count === 1;
}

async function spendTotpCode(adminId: number, code: string, client: Tx): Promise<boolean> {
  const row = await client.admin.findUnique({
    where: { id: adminId },
    select: { totp_secret: true, totp_enabled_at: true },
  });
  if (!row?.totp_secret || !row.totp_enabled_at) return false;
  const secret = openTotpSecret(adminId, row.totp_secret);
  const step = secret ? matchTotpStep(secret, code, Date.now()) : null;
  return step !== null && (await claimStep(adminId, row.totp_secret, step, client));
}

async function spendRecoveryCode(adminId: number, code: string, client: Tx): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return false;
  const claimed = await client.adminRecoveryCode.updateMany({
    where: { admin_id: adminId, code_hash: hashRecoveryCode(normalized), used_at: null },
    data: { used_at: new Date() },
  });
  return claimed.count === 1;
}

export type SecondFactor = "totp" | "recovery_code";

/**
 * Checks and spends a code of an account with two-factor authentication on: six digits are a TOTP
 * code of its secret (each time step once), anything else one of its unused recovery codes. Given
 * a transaction, the code stays unspent when that transaction is rolled back.
 */
export async function spendSecondFactor(
  adminId: number,
  code: string,
  client: Tx = db(),
): Promise<SecondFactor | null> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) return (await spendTotpCode(adminId, typed, client)) ? "totp" : null;
  return (await spendRecoveryCode(adminId, typed, client)) ? "recovery_code" : null;
}

export interface CodeCheckContext {
  /** The signed-in administrator, or null during the login. */
  actor: Actor | null;
  ip: string | null;
  /** What the code is for, recorded with every failure. */
  operation: "login" | "enrolment" | "disable" | "regenerate";
}

/**
 * Runs a credential check of a signed-in account's profile operation under the login throttle
 * (the password's counters, lib/auth/throttle.ts) and records every failure as `admin.totp_failed`.
 * The login's second step has caps of its own (two-factor-login.ts).
 */
export async function throttledCodeCheck<T>(
  admin: { id: number },
  context: CodeCheckContext,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const fail = (reason: "invalid" | "throttled") =>
    writeAudit({
      actor: context.actor,
      action: "admin.totp_failed",
      entity: "admin",
      entityId: admin.id,
      details: { operation: context.operation, reason },
      ip: context.ip,
    });
  let result: T | null;
  try {
    ({ result } = await throttledLogin(
      {
        kind: "admin",
        key: accountKey(admin.id),
        ip: context.ip,
        device: context.actor ? sessionDevice(context.actor) : null,
        tooManyMessage: MESSAGES.tooManyAttempts,
      },
      check,
    ));
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") await fail("throttled");
    throw error;
  }
  if (result === null) await fail("invalid");
  return result;
}

/** Records the use of a recovery code, with how many the account has left. */
export async function auditRecoveryCodeUse(
  adminId: number,
  context: CodeCheckContext,
): Promise<void> {
  const remaining = await db().adminRecoveryCode.count({
    where: { admin_id: adminId, used_at: null },
  });
  await writeAudit({
    actor: context.actor,
    action: "admin.totp_recovery_used",
    entity: "admin",
    entityId: adminId,
    details: { operation: context.operation, remaining },
    ip: context.ip,
  });
}

/**
 * Starts (or restarts) an enrolment: a new random secret, kept sealed as the account's pending one
 * until its first code confirms it. An enabled secret is left as it is.
 */
export async function beginEnrolment(admin: {
  id: number;
  email: string;
}): Promise<EnrolmentSecret> {
  const secret = newTotpSecret();
  await db().admin.update({
    where: { id: admin.id },
    data: { totp_pending_secret: sealSecret(secret, sealContext(admin.id)) },
  });
  const issuer = siteName(await readIdentity());
  return { secret, otpauth_uri: otpauthUri(secret, admin.email, issuer) };
}

/** Replaces an account's recovery codes with new ones; answers them in clear, the only time they exist so. */
export async function replaceRecoveryCodes(adminId: number, tx: Tx): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.adminRecoveryCode.deleteMany({ where: { admin_id: adminId } });
  await tx.adminRecoveryCode.createMany({
    data: codes.map((code) => ({
      admin_id: adminId,
      code_hash: hashRecoveryCode(normalizeRecoveryCode(code)!),
    })),
  });
  return codes;
}

/**
 * Confirms an enrolment: when `code` is a current code of the pending secret, that secret becomes
 * the account's (its step counted as used) with a fresh set of recovery codes, in `tx`; null when
 * there is no pending secret or the code is not its own.
 */
export async function activatePendingSecret(
  adminId: number,
  code: string,
  tx: Tx,
): Promise<string[] | null> {
  const row = await tx.admin.findUnique({
    where: { id: adminId },
    select: { totp_pending_secret: true },
  });
  const secret = openTotpSecret(adminId, row?.totp_pending_secret ?? null);
  const step = secret ? matchTotpStep(secret, code, Date.now()) : null;
  if (step === null) return null;
  await tx.admin.update({
    where: { id: adminId },
    data: {
      totp_secret: row!.totp_pending_secret,
      totp_pending_secret: null,
      totp_enabled_at: new Date(),
      totp_last_step: step,
    },
  });
  return replaceRecoveryCodes(adminId, tx);
}
