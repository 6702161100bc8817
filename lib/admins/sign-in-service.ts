import "server-only";
import { randomBytes } from "node:crypto";
import { MESSAGES, type AdminDto } from "@/lib/admins/schema";
import { AuditedRefusal } from "@/lib/audit/refusals";
import { writeAudit, writeRepeatableAudit } from "@/lib/audit/service";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { redeemResetToken, sendResetLink } from "@/lib/auth/reset-tokens";
import { openAdminSession } from "@/lib/admins/admin-session";
import { issueLoginChallenge } from "@/lib/admins/login-challenges";
import { isTotpRequired } from "@/lib/admins/two-factor-queries";
import {
  revokeSession,
  type Actor,
  type AdminActor,
  type SessionContext,
} from "@/lib/auth/sessions";
import { throttledLogin } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { LINK_SLOT, type QueuedEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { LoginChallengeStep } from "@/lib/generated/prisma/enums";
import { rateLimit, rateLimitAddress } from "@/lib/ratelimit";

// An administrator's way in: the login (with its throttle and second step), the logout, and the
// password reset by e-mailed link.

const MINUTE = 60_000;

// ----- Login and logout -----

let timingHash: Promise<string> | undefined;

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
const hashForUnknownAccount = () => (timingHash ??= hashPassword(randomBytes(16).toString("hex")));

async function auditLoginFailure(
  email: string,
  reason: "invalid" | "throttled",
  ip: string | null | undefined,
) {
  // A script kept throttled would otherwise write a row per try: its repeats are counted instead.
  const write = reason === "throttled" ? writeRepeatableAudit : writeAudit;
  await write({
    actor: null,
    action: "admin.login_failed",
    entity: "admin",
    details: { email, reason },
    ip,
  });
}

/** What a right password leads to: a session, or the second step the account still owes. */
export type AdminLogin =
  | { step: "signed_in"; actor: AdminActor; admin: AdminDto }
  | { step: LoginChallengeStep; challenge: string; expiresAt: Date };

/**
 * Checks an administrator's credentials under the shared login throttle. Unknown e-mail, wrong
 * password and a deactivated account all answer the same 401, so no account state leaks; the sixth
 * failure within 15 minutes answers 429. A right password opens an 8-hour server-side session —
 * unless the account has two-factor authentication, or the office requires it and the account has
 * none yet: then it answers a short-lived challenge for the second step (two-factor-login.ts).
 */
export async function loginAdmin(
  input: { email: string; password: string },
  context: SessionContext = {},
): Promise<AdminLogin> {
  let account: { id: number; totpEnabled: boolean } | null;
  try {
    account = await throttledLogin(
      {
        kind: "admin",
        identifier: input.email,
        ip: context.ip ?? null,
        tooManyMessage: MESSAGES.tooManyAttempts,
      },
      async () => {
        const row = await db().admin.findUnique({
          where: { email: input.email },
          select: { id: true, estado: true, password_hash: true, totp_enabled_at: true },
        });
        const valid = await verifyPassword(
          row?.password_hash ?? (await hashForUnknownAccount()),
          input.password,
        );
        return row && valid && row.estado
          ? { id: row.id, totpEnabled: row.totp_enabled_at !== null }
          : null;
      },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") {
      await auditLoginFailure(input.email, "throttled", context.ip);
    }
    throw error;
  }
  if (account === null) {
    await auditLoginFailure(input.email, "invalid", context.ip);
    throw new AuditedRefusal("UNAUTHENTICATED", MESSAGES.invalidCredentials);
  }
  const step: LoginChallengeStep | null = account.totpEnabled
    ? "totp"
    : (await isTotpRequired())
      ? "enrolment"
      : null;
  if (!step) return { step: "signed_in", ...(await openAdminSession(account.id, context)) };
  const issued = await issueLoginChallenge(account.id, step);
  await writeAudit({
    actor: null,
    action: "admin.login_challenge",
    entity: "admin",
    entityId: account.id,
    details: { step },
    ip: context.ip,
  });
  return { step, ...issued };
}

/** Revokes the caller's session (cookie or bearer token alike) and records it. */
export async function logout(actor: Actor, ip: string | null): Promise<void> {
  await revokeSession(actor.sessionId);
  await writeAudit({
    actor,
    action: `${actor.kind}.logout`,
    entity: actor.kind,
    entityId: actor.id,
    ip,
  });
}

// ----- Password reset -----

const RESET_LIMITS = {
  perAddress: { limit: 10, windowMs: 15 * MINUTE, message: MESSAGES.tooManyAttempts },
  perEmail: { limit: 3, windowMs: 60 * MINUTE, message: MESSAGES.tooManyAttempts },
  submit: { limit: 20, windowMs: 15 * MINUTE, message: MESSAGES.tooManyAttempts },
};

function resetEmail(to: string, nombre: string, link: string): QueuedEmail {
  return {
    to,
    subject: "Restablece tu contraseña de administrador",
    text: [
      `Hola, ${nombre}:`,
      "",
      "Recibimos una solicitud para restablecer la contraseña de tu cuenta de administración.",
      `Abre este enlace (válido durante 1 hora y una sola vez) para elegir una nueva contraseña:`,
      LINK_SLOT,
      "",
      "Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.",
    ].join("\n"),
    link,
  };
}

/**
 * Sends a single-use reset link valid for one hour when the e-mail belongs to an active
 * administrator. The answer is the same either way, so it never tells whether the e-mail exists.
 */
export async function requestPasswordReset(
  email: string,
  ip: string | null,
): Promise<{ message: string }> {
  await rateLimitAddress("admin-reset-address", ip, RESET_LIMITS.perAddress);
  await rateLimit("admin-reset-email", email, RESET_LIMITS.perEmail);
  const admin = await db().admin.findUnique({
    where: { email },
    select: { id: true, nombre1: true, estado: true },
  });
  if (admin?.estado) {
    await sendResetLink({ kind: "admin", adminId: admin.id }, ip, (token) => {
      const link = new URL("/admin/reset-password", env().SITE_URL);
      link.searchParams.set("token", token);
      return resetEmail(email, admin.nombre1, link.toString());
    });
  }
  return { message: MESSAGES.resetRequested };
}

/** Sets a new password from a reset link; every open session of that account is closed. */
export async function resetPassword(
  input: { token: string; password: string },
  ip: string | null,
): Promise<{ message: string }> {
  await rateLimitAddress("admin-reset-submit", ip, RESET_LIMITS.submit);
  await redeemResetToken(
    "admin",
    { ...input, passwordField: "password" },
    ip,
    MESSAGES.resetInvalidToken,
    async (id, hash, tx) => {
      const admin = await tx.admin.update({
        where: { id },
        data: { password_hash: hash },
        select: { email: true },
      });
      return [admin.email];
    },
  );
  return { message: MESSAGES.resetDone };
}
