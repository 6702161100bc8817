import "server-only";
import { MESSAGES, type AdminDto } from "@/lib/admins/schema";
import { AuditedRefusal } from "@/lib/audit/refusals";
import { writeAudit, writeRepeatableAudit } from "@/lib/audit/service";
import { checkPassword } from "@/lib/auth/password-sign-in";
import { afterResponse } from "@/lib/http/after-response";
import type { LoginContext } from "@/lib/auth/device-cookie";
import { signInLinkEmail } from "@/lib/auth/link-emails";
import {
  redeemResetToken,
  redeemSignInLink,
  requestResetLink,
  sendAccountLink,
  sendSignInLink,
} from "@/lib/auth/reset-tokens";
import { SIGN_IN_LINK_MESSAGES } from "@/lib/auth/schema";
import { openAdminSession } from "@/lib/admins/admin-session";
import { issueLoginChallenge } from "@/lib/admins/login-challenges";
import { isTotpRequired } from "@/lib/admins/two-factor-queries";
import { revokeSession, type Actor, type AdminActor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { LINK_SLOT, type QueuedEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { LoginChallengeStep } from "@/lib/generated/prisma/enums";
import { rateLimitAddress } from "@/lib/security/rate-limit";

// An administrator's way in: the login (with its throttle, its sign-in link and second step), the
// logout, and the password reset by e-mailed link.

const MINUTE = 60_000;

// ----- Login and logout -----

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
  | { step: "signed_in"; actor: AdminActor; admin: AdminDto; device: string }
  | { step: LoginChallengeStep; challenge: string; expiresAt: Date }
  | { step: "link_sent" };

/** The sign-in link of a device the account does not know: to the login screen, `?enlace=`. */
function signInLink(to: string, nombre: string, token: string): QueuedEmail {
  const link = new URL("/admin/login", env().SITE_URL);
  link.searchParams.set("enlace", token);
  return signInLinkEmail(to, nombre, "de administración", link.toString());
}

/**
 * What follows the first factor (the password, or a sign-in link): a session, or — for an account
 * with two-factor authentication, or without it while the office requires it — a short-lived
 * challenge for the second step (two-factor-login.ts).
 */
async function afterFirstFactor(
  account: { id: number; totpEnabled: boolean },
  context: LoginContext,
  via?: "enlace",
): Promise<Exclude<AdminLogin, { step: "link_sent" }>> {
  const step: LoginChallengeStep | null = account.totpEnabled
    ? "totp"
    : (await isTotpRequired())
      ? "enrolment"
      : null;
  const details = via ? { via } : undefined;
  if (!step)
    return { step: "signed_in", ...(await openAdminSession(account.id, context, details)) };
  const issued = await issueLoginChallenge(account.id, step);
  await writeAudit({
    actor: null,
    action: "admin.login_challenge",
    entity: "admin",
    entityId: account.id,
    details: { step, ...details },
    ip: context.ip,
  });
  return { step, ...issued };
}

/**
 * Checks an administrator's credentials under the shared login throttle (lib/auth/throttle.ts).
 * Unknown e-mail, wrong password and a deactivated account all answer the same 401, so no account
 * state leaks; a sixth failure from one address within 15 minutes waits (429). Once the account has
 * ten failures from everywhere, a browser it does not know (no device cookie of it) is answered
 * `link_sent` whatever the password, and a sign-in link is e-mailed only when the password was
 * right: strangers can neither keep the owner out nor learn the password by guessing on. A right
 * password then goes on as afterFirstFactor says.
 */
export async function loginAdmin(
  input: { email: string; password: string },
  context: LoginContext = {},
): Promise<AdminLogin> {
  const row = await db().admin.findUnique({
    where: { email: input.email },
    select: { id: true, nombre1: true, estado: true, password_hash: true, totp_enabled_at: true },
  });
  const { result: account, emailStep } = await checkPassword(
    {
      kind: "admin",
      account: row,
      typed: input.email,
      password: input.password,
      context,
      tooManyMessage: MESSAGES.tooManyAttempts,
      onThrottled: () => auditLoginFailure(input.email, "throttled", context.ip),
    },
    (admin) => (admin.estado ? { id: admin.id, totpEnabled: admin.totp_enabled_at !== null } : null),
  );
  if (account === null) await auditLoginFailure(input.email, "invalid", context.ip);
  if (emailStep) {
    if (account && row) {
      await afterResponse("admin sign-in link", () =>
        sendSignInLink({ kind: "admin", adminId: row.id }, context.ip ?? null, (token) =>
          signInLink(input.email, row.nombre1, token),
        ),
      );
    }
    return { step: "link_sent" };
  }
  if (account === null) throw new AuditedRefusal("UNAUTHENTICATED", MESSAGES.invalidCredentials);
  return afterFirstFactor(account, context);
}

/**
 * Signs in with an e-mailed sign-in link (one use, 15 minutes): the first factor, as the password
 * is; a second step the account owes still follows. A wrong, used or expired link, or one of an
 * account deactivated since, answers 400 with its text.
 */
export async function loginWithLink(
  token: string,
  context: LoginContext = {},
): Promise<Exclude<AdminLogin, { step: "link_sent" }>> {
  const id = await redeemSignInLink(
    "admin",
    token,
    context.ip ?? null,
    SIGN_IN_LINK_MESSAGES.invalid,
  );
  const row = await db().admin.findUnique({
    where: { id },
    select: { estado: true, totp_enabled_at: true },
  });
  if (!row?.estado) throw new AppError("BAD_REQUEST", SIGN_IN_LINK_MESSAGES.invalid);
  return afterFirstFactor({ id, totpEnabled: row.totp_enabled_at !== null }, context, "enlace");
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

const RESET_SUBMIT = { limit: 20, windowMs: 15 * MINUTE, message: MESSAGES.tooManyAttempts };

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
 * administrator, within the limits of requestResetLink (lib/auth/reset-tokens.ts). The answer is
 * the same either way, and takes the same time, so it never tells whether the e-mail exists.
 */
export async function requestPasswordReset(
  email: string,
  context: LoginContext,
): Promise<{ message: string }> {
  const admin = await db().admin.findUnique({
    where: { email },
    select: { id: true, nombre1: true, estado: true, password_hash: true },
  });
  await requestResetLink(admin?.estado ? { kind: "admin", adminId: admin.id } : null, {
    kind: "admin",
    email,
    context,
    passwordHash: admin?.password_hash ?? null,
    tooMany: MESSAGES.tooManyAttempts,
    deliver: (owner, ip) =>
      sendAccountLink(owner, "password_reset", ip, (token) => {
        const link = new URL("/admin/reset-password", env().SITE_URL);
        link.searchParams.set("token", token);
        return resetEmail(email, admin!.nombre1, link.toString());
      }),
  });
  return { message: MESSAGES.resetRequested };
}

/** Sets a new password from a reset link; every open session of that account is closed. */
export async function resetPassword(
  input: { token: string; password: string },
  ip: string | null,
): Promise<{ message: string }> {
  await rateLimitAddress("admin-reset-submit", ip, RESET_SUBMIT);
  await redeemResetToken(
    "admin",
    { ...input, passwordField: "password" },
    ip,
    MESSAGES.resetInvalidToken,
    async (id, hash, tx) => {
      // An invitee who asked for a reset instead has chosen their password all the same.
      await tx.admin.update({ where: { id }, data: { password_hash: hash, invited_at: null } });
      return true;
    },
  );
  return { message: MESSAGES.resetDone };
}
