import "server-only";
import {
  activatePendingSecret,
  auditRecoveryCodeUse,
  beginEnrolment,
  replaceRecoveryCodes,
  throttledCodeCheck,
  spendSecondFactor,
  type CodeCheckContext,
  type SecondFactor,
} from "@/lib/admins/two-factor-credentials";
import { isTotpRequired } from "@/lib/admins/two-factor-queries";
import { TWO_FACTOR_MESSAGES, type EnrolmentSecret } from "@/lib/admins/two-factor-schema";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import { verifyPassword } from "@/lib/auth/passwords";
import { revokeAllSessions, type Actor, type AdminActor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

// Two-factor authentication of the signed-in administrator (/admin/perfil), and the office's
// requirement of it (AdminNivel1, /admin/equipo). Each operation authorizes its actor first.

async function ownAccount(actor: AdminActor) {
  return db().admin.findUniqueOrThrow({
    where: { id: actor.id },
    select: { id: true, email: true, password_hash: true, totp_enabled_at: true },
  });
}

async function requireEnabled(actor: AdminActor) {
  const account = await ownAccount(actor);
  if (!account.totp_enabled_at) throw new AppError("CONFLICT", TWO_FACTOR_MESSAGES.notEnabled);
  return account;
}

/** A code (or password and code) checked under the login throttle; 422 when wrong. */
async function confirmFactor(
  account: { id: number; email: string },
  context: CodeCheckContext,
  check: () => Promise<SecondFactor | null>,
  message: string,
): Promise<SecondFactor> {
  const factor = await throttledCodeCheck(account, context, check);
  if (!factor) throw AppError.field("code", message);
  if (factor === "recovery_code") await auditRecoveryCodeUse(account.id, context);
  return factor;
}

/** Starts enabling it: a new secret to add to an authenticator app (409 when already on). */
export async function startTotpEnrolment(actor: Actor | null): Promise<EnrolmentSecret> {
  const admin = requirePermission(actor, "profile.self");
  const account = await ownAccount(admin);
  if (account.totp_enabled_at) throw new AppError("CONFLICT", TWO_FACTOR_MESSAGES.alreadyEnabled);
  return beginEnrolment(account);
}

/**
 * Enables it with the first code of the secret just shown: answers the recovery codes (shown this
 * once) and closes every other session of the account, the current one kept.
 */
export async function confirmTotpEnrolment(
  actor: Actor | null,
  code: string,
  ip: string | null,
): Promise<string[]> {
  const admin = requirePermission(actor, "profile.self");
  const account = await ownAccount(admin);
  if (account.totp_enabled_at) throw new AppError("CONFLICT", TWO_FACTOR_MESSAGES.alreadyEnabled);
  const codes = await db().$transaction(async (tx) => {
    const issued = await activatePendingSecret(admin.id, code, tx);
    if (!issued) return null;
    await writeAudit(
      {
        actor: admin,
        action: "admin.totp_enable",
        entity: "admin",
        entityId: admin.id,
        details: { during: "profile" },
        ip,
      },
      tx,
    );
    await revokeAllSessions({ adminId: admin.id }, admin.sessionId, tx);
    return issued;
  });
  if (!codes) {
    await writeAudit({
      actor: admin,
      action: "admin.totp_failed",
      entity: "admin",
      entityId: admin.id,
      details: { operation: "enrolment", reason: "invalid" },
      ip,
    });
    throw AppError.field("code", TWO_FACTOR_MESSAGES.invalidCode);
  }
  return codes;
}

/**
 * Disables it, with the account's password and a code (of the app or a recovery code). When the
 * office requires it, every session of the account closes, the current one too: the next login
 * enrols again (the way back for someone who lost the phone). Answers whether the caller was signed out.
 */
export async function disableTotp(
  actor: Actor | null,
  input: { password: string; code: string },
  ip: string | null,
): Promise<{ signedOut: boolean }> {
  const admin = requirePermission(actor, "profile.self");
  const account = await requireEnabled(admin);
  const factor = await confirmFactor(
    account,
    { actor: admin, ip, operation: "disable" },
    async () =>
      (await verifyPassword(account.password_hash, input.password))
        ? spendSecondFactor(account.id, input.code)
        : null,
    TWO_FACTOR_MESSAGES.invalidPasswordOrCode,
  );
  const signOut = await isTotpRequired();
  await db().$transaction(async (tx) => {
    await tx.admin.update({
      where: { id: admin.id },
      data: {
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
      },
    });
    await tx.adminRecoveryCode.deleteMany({ where: { admin_id: admin.id } });
    await writeAudit(
      {
        actor: admin,
        action: "admin.totp_disable",
        entity: "admin",
        entityId: admin.id,
        details: { second_factor: factor, signed_out: signOut },
        ip,
      },
      tx,
    );
    if (signOut) await revokeAllSessions({ adminId: admin.id }, undefined, tx);
  });
  return { signedOut: signOut };
}

/** New recovery codes for a code of the app (or one of the old ones): the old ones stop working. */
export async function regenerateRecoveryCodes(
  actor: Actor | null,
  code: string,
  ip: string | null,
): Promise<string[]> {
  const admin = requirePermission(actor, "profile.self");
  const account = await requireEnabled(admin);
  await confirmFactor(
    account,
    { actor: admin, ip, operation: "regenerate" },
    () => spendSecondFactor(account.id, code),
    TWO_FACTOR_MESSAGES.invalidCode,
  );
  return db().$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(admin.id, tx);
    await writeAudit(
      {
        actor: admin,
        action: "admin.totp_recovery_regenerate",
        entity: "admin",
        entityId: admin.id,
        ip,
      },
      tx,
    );
    return codes;
  });
}

/**
 * AdminNivel1's switch: every administrator must use two-factor authentication. Turning it on
 * needs the caller's own enabled first; from then on a login without it goes through enrolment
 * right after the password (open sessions run to their end).
 */
export async function setTotpRequirement(
  actor: Actor | null,
  required: boolean,
  ip: string | null,
): Promise<{ required: boolean }> {
  const admin = requirePermission(actor, "security.manage");
  if (required && !(await ownAccount(admin)).totp_enabled_at) {
    throw new AppError("CONFLICT", TWO_FACTOR_MESSAGES.requirementNeedsOwn);
  }
  await db().$transaction(async (tx) => {
    await tx.securitySettings.upsert({
      where: { id: 1 },
      create: { id: 1, require_admin_totp: required },
      update: { require_admin_totp: required },
    });
    await writeAudit(
      {
        actor: admin,
        action: "security.totp_requirement",
        entity: "security_settings",
        entityId: 1,
        details: { required },
        ip,
      },
      tx,
    );
  });
  return { required };
}
