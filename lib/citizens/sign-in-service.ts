import "server-only";
import { AuditedRefusal } from "@/lib/audit/refusals";
import { writeAudit, writeRepeatableAudit } from "@/lib/audit/service";
import { requireCitizen } from "@/lib/auth/authorize";
import { checkPassword } from "@/lib/auth/password-sign-in";
import { afterResponse } from "@/lib/http/after-response";
import { rememberAccount, type LoginContext } from "@/lib/auth/device-cookie";
import { signInLinkEmail } from "@/lib/auth/link-emails";
import {
  redeemResetToken,
  redeemSignInLink,
  requestResetLink,
  sendAccountLink,
  sendSignInLink,
} from "@/lib/auth/reset-tokens";
import { SIGN_IN_LINK_MESSAGES } from "@/lib/auth/schema";
import { toE164 } from "@/lib/channels/phone";
import { isPhoneIdentifier } from "@/lib/citizens/sign-in-schema";
import {
  actorForSession,
  createSession,
  revokeSession,
  type Actor,
  type CitizenActor,
  type SessionContext,
} from "@/lib/auth/sessions";
import { resetPasswordEmail } from "@/lib/citizens/emails";
import { LOGIN_MESSAGES, RECOVERY_MESSAGES } from "@/lib/citizens/messages";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { QueuedEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { rateLimitAddress } from "@/lib/security/rate-limit";

// A citizen's sign-in (by password, or by the e-mailed link the throttle may ask for), sign-out
// and password recovery.

const MESSAGES = {
  invalidCredentials: LOGIN_MESSAGES.unauthorized,
  tooManyAttempts: LOGIN_MESSAGES.tooMany,
  resetRequested: RECOVERY_MESSAGES.forgotSent,
  resetInvalidToken:
    "El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.",
  resetDone: RECOVERY_MESSAGES.resetDone,
} as const;

/** Reset submissions from one address within 15 minutes, whatever the proof. */
export const RESET_SUBMIT = { limit: 20, windowMs: 15 * 60_000, message: MESSAGES.tooManyAttempts };

/** Opens a session (sign-in, registration or a claimed account) and records how it began. */
export async function signedInAfter(
  citizenId: number,
  via: "correo" | "dpi" | "telefono" | "enlace" | "registro" | "reclamo",
  context: SessionContext,
): Promise<CitizenActor> {
  const actor = await openSession(citizenId, context);
  await writeAudit({
    actor,
    action: "citizen.login",
    entity: "citizen",
    entityId: actor.id,
    details: { via },
    ip: context.ip,
  });
  return actor;
}

/** Opens a 7-day session for the citizen and returns them as its actor. */
async function openSession(citizenId: number, context: SessionContext): Promise<CitizenActor> {
  const session = await createSession({ kind: "citizen", citizenId }, context);
  return requireCitizen(await actorForSession(session.id));
}

/** A citizen signed in, and the device cookie that now remembers this browser for the account. */
export interface CitizenSignIn {
  step: "signed_in";
  actor: CitizenActor;
  device: string;
}

/** Opens the session of a sign-in and writes its audit entry and the device cookie. */
async function signIn(
  citizen: { id: number; password_hash: string | null },
  context: LoginContext,
  via: "correo" | "dpi" | "telefono" | "enlace",
): Promise<CitizenSignIn> {
  const actor = await signedInAfter(citizen.id, via, context);
  const account = { id: citizen.id, passwordHash: citizen.password_hash };
  return { step: "signed_in", actor, device: rememberAccount("citizen", context.device, account) };
}

function signInLink(to: string, nombre: string, token: string): QueuedEmail {
  const link = new URL("/login-register", env().SITE_URL);
  link.searchParams.set("enlace", token);
  return signInLinkEmail(to, nombre, "del portal ciudadano", link.toString());
}

/**
 * Checks a citizen's e-mail, DPI or mobile number and password under the shared login throttle and opens a 7-day
 * session. Failures count per account, by e-mail and by DPI alike. Unknown identifier, wrong
 * password and an inactive or deleted account all answer the same 401, so no account state leaks;
 * a sixth failure from one address within 15 minutes waits (429). Once the account has ten failures
 * from everywhere, a browser it does not know is answered `link_sent` whatever the password, and a
 * sign-in link is e-mailed only when the password was right (lib/auth/throttle.ts).
 */
export async function loginCitizen(
  input: { identifier: string; password: string },
  context: LoginContext = {},
): Promise<CitizenSignIn | { step: "link_sent" }> {
  const via = input.identifier.includes("@")
    ? "correo"
    : isPhoneIdentifier(input.identifier)
      ? "telefono"
      : "dpi";
  const row = await db().citizen.findFirst({
    where:
      via === "correo"
        ? { correo: input.identifier }
        : via === "telefono"
          ? { movil: toE164(input.identifier) }
          : { dpi: input.identifier },
    select: {
      id: true,
      primer_nombre: true,
      correo: true,
      activo: true,
      deleted_at: true,
      password_hash: true,
    },
  });
  const { result: citizenId, emailStep } = await checkPassword(
    {
      kind: "citizen",
      account: row,
      typed: input.identifier,
      password: input.password,
      context,
      tooManyMessage: MESSAGES.tooManyAttempts,
      onThrottled: () =>
        writeRepeatableAudit({
          actor: null,
          action: "citizen.login_failed",
          entity: "citizen",
          details: { via, reason: "throttled" },
          ip: context.ip,
        }),
    },
    (citizen) => (citizen.activo && !citizen.deleted_at ? citizen.id : null),
  );
  if (citizenId === null) {
    await writeAudit({
      actor: null,
      action: "citizen.login_failed",
      entity: "citizen",
      entityId: row?.id,
      details: { via, reason: "invalid" },
      ip: context.ip,
    });
  }
  if (emailStep) {
    const correo = row?.correo;
    if (citizenId !== null && row && correo) {
      await afterResponse("citizen sign-in link", () =>
        sendSignInLink({ kind: "citizen", citizenId: row.id }, context.ip ?? null, (token) =>
          signInLink(correo, row.primer_nombre, token),
        ),
      );
    }
    return { step: "link_sent" };
  }
  if (citizenId === null || !row)
    throw new AuditedRefusal("UNAUTHENTICATED", MESSAGES.invalidCredentials);
  return signIn(row, context, via);
}

/**
 * Signs in with an e-mailed sign-in link (one use, 15 minutes). A wrong, used or expired link, or
 * one of an account closed since, answers 400 with its text.
 */
export async function loginCitizenWithLink(
  token: string,
  context: LoginContext = {},
): Promise<CitizenSignIn> {
  const ip = context.ip ?? null;
  const id = await redeemSignInLink("citizen", token, ip, SIGN_IN_LINK_MESSAGES.invalid);
  const row = await db().citizen.findFirst({
    where: { id, activo: true, deleted_at: null },
    select: { id: true, password_hash: true },
  });
  if (!row) throw new AppError("BAD_REQUEST", SIGN_IN_LINK_MESSAGES.invalid);
  return signIn(row, context, "enlace");
}

/** Revokes the caller's session (cookie or bearer token alike) and records it. */
export async function logoutCitizen(actor: Actor, ip: string | null): Promise<void> {
  requireCitizen(actor);
  await revokeSession(actor.sessionId);
  await writeAudit({ actor, action: "citizen.logout", entity: "citizen", entityId: actor.id, ip });
}

/**
 * E-mails a single-use link valid one hour when the address belongs to a live account, within the
 * limits of requestResetLink (lib/auth/reset-tokens.ts). The answer is the same either way, and
 * takes the same time.
 */
export async function requestPasswordReset(
  correo: string,
  context: LoginContext,
): Promise<{ message: string }> {
  const citizen = await db().citizen.findFirst({
    where: { correo, activo: true, deleted_at: null },
    select: { id: true, primer_nombre: true, password_hash: true },
  });
  await requestResetLink(citizen && { kind: "citizen", citizenId: citizen.id }, {
    kind: "citizen",
    email: correo,
    context,
    passwordHash: citizen?.password_hash ?? null,
    tooMany: MESSAGES.tooManyAttempts,
    deliver: (owner, ip) =>
      sendAccountLink(owner, "password_reset", ip, (token) =>
        resetPasswordEmail(correo, citizen!.primer_nombre, token),
      ),
  });
  return { message: MESSAGES.resetRequested };
}

/** Writes a citizen's new password hash when the account is live; answers whether it could. */
export async function setLivePassword(id: number, hash: string, tx: Tx): Promise<boolean> {
  const live = { id, activo: true, deleted_at: null };
  const updated = await tx.citizen.updateMany({ where: live, data: { password_hash: hash } });
  return updated.count === 1;
}

/** Sets a new password from a reset link; the link and every other open link and session stop working. */
export async function resetPassword(
  input: { token: string; new_password: string },
  ip: string | null,
): Promise<{ message: string }> {
  await rateLimitAddress("citizen-reset-submit", ip, RESET_SUBMIT);
  const reset = { token: input.token, password: input.new_password, passwordField: "new_password" };
  await redeemResetToken("citizen", reset, ip, MESSAGES.resetInvalidToken, setLivePassword);
  return { message: MESSAGES.resetDone };
}
