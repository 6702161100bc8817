import "server-only";
import { randomBytes } from "node:crypto";
import { AuditedRefusal } from "@/lib/audit/refusals";
import { writeAudit, writeRepeatableAudit } from "@/lib/audit/service";
import { requireCitizen } from "@/lib/auth/authorize";
import { confirmCurrentPassword } from "@/lib/auth/current-password";
import { hashNewPassword, hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { redeemResetToken, sendResetLink } from "@/lib/auth/reset-tokens";
import {
  actorForSession,
  createSession,
  revokeAllSessions,
  revokeSession,
  type Actor,
  type CitizenActor,
  type SessionContext,
} from "@/lib/auth/sessions";
import { throttledLogin } from "@/lib/auth/throttle";
import {
  accountChangedEmail,
  accountDeletedEmail,
  resetPasswordEmail,
  welcomeEmail,
} from "@/lib/citizens/emails";
import {
  LOGIN_MESSAGES,
  RECOVERY_MESSAGES,
  SESSION_EXPIRED_MESSAGE,
} from "@/lib/citizens/messages";
import {
  getOwnProfile,
  isDpiRegistered,
  isEmailRegistered,
  readOwnData,
  type CitizenDataExport,
} from "@/lib/citizens/queries";
import { withDuplicateCheck } from "@/lib/citizens/duplicates";
import { requestEmailChange } from "@/lib/citizens/email-change";
import type { OwnProfile, ProfileUpdateData, RegisterData } from "@/lib/citizens/schema";
import { db, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/errors";
import { paceAddress, rateLimit, rateLimitAddress } from "@/lib/ratelimit";

const MESSAGES = {
  invalidCredentials: LOGIN_MESSAGES.unauthorized,
  tooManyAttempts: LOGIN_MESSAGES.tooMany,
  tooManyLookups: "Demasiadas consultas. Intenta nuevamente en un minuto.",
  resetRequested: RECOVERY_MESSAGES.forgotSent,
  resetInvalidToken:
    "El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.",
  resetDone: RECOVERY_MESSAGES.resetDone,
  accountGone: SESSION_EXPIRED_MESSAGE,
} as const;

const MINUTE = 60_000;
const LIMITS = {
  availability: { limit: 30, windowMs: MINUTE, message: MESSAGES.tooManyLookups },
  // A registration day at the office or behind a carrier's shared address: 60 an hour go through
  // at once; then each waits a second more than the one before (10 s at most), and past 200 an
  // hour the address is refused: a script creating accounts crawls and then stops.
  register: {
    free: 60,
    stepMs: 1000,
    maxDelayMs: 10_000,
    limit: 200,
    windowMs: 60 * MINUTE,
    message: MESSAGES.tooManyAttempts,
  },
  resetAddress: { limit: 10, windowMs: 15 * MINUTE, message: MESSAGES.tooManyAttempts },
  resetEmail: { limit: 3, windowMs: 60 * MINUTE, message: MESSAGES.tooManyAttempts },
  resetSubmit: { limit: 20, windowMs: 15 * MINUTE, message: MESSAGES.tooManyAttempts },
  // A taken e-mail is a field error here too: as throttled as the availability hints.
  profileUpdate: { limit: 30, windowMs: 15 * MINUTE, message: MESSAGES.tooManyAttempts },
};

async function openSession(citizenId: number, context: SessionContext): Promise<CitizenActor> {
  const session = await createSession({ kind: "citizen", citizenId }, context);
  return requireCitizen(await actorForSession(session.id));
}

// ----- Availability hints -----

/** Live hint of the registration form; throttled per address because it tells whether a DPI is taken. */
export async function checkDpiAvailability(
  dpi: string,
  ip: string | null,
): Promise<{ exists: boolean }> {
  await rateLimitAddress("citizen-availability", ip, LIMITS.availability);
  return { exists: await isDpiRegistered(dpi) };
}

/** Live hint of the registration form; throttled per address because it tells whether an e-mail is taken. */
export async function checkEmailAvailability(
  correo: string,
  ip: string | null,
): Promise<{ exists: boolean }> {
  await rateLimitAddress("citizen-availability", ip, LIMITS.availability);
  return { exists: await isEmailRegistered(correo) };
}

// ----- Registration -----

/**
 * Creates a citizen account (argon2id hash), e-mails a confirmation through the outbox and opens a
 * 7-day session. A DPI or e-mail already in use is a field error on that field.
 */
export async function registerCitizen(
  input: RegisterData,
  context: SessionContext = {},
): Promise<CitizenActor> {
  await paceAddress("citizen-register", context.ip, LIMITS.register);
  const passwordHash = await hashNewPassword(input.password, "password");
  const citizen = await withDuplicateCheck(
    { dpi: input.dpi, correo: input.correo },
    undefined,
    async (tx) => {
      const created = await tx.citizen.create({
        data: {
          primer_nombre: input.primer_nombre,
          segundo_nombre: input.segundo_nombre,
          tercer_nombre: input.tercer_nombre,
          primer_apellido: input.primer_apellido,
          segundo_apellido: input.segundo_apellido,
          dpi: input.dpi,
          correo: input.correo,
          telefono: input.telefono,
          departamento: input.departamento,
          municipio: input.municipio,
          password_hash: passwordHash,
        },
        select: { id: true },
      });
      await enqueueEmail(welcomeEmail(input.correo, input.primer_nombre), tx);
      await writeAudit(
        {
          actor: null,
          action: "citizen.register",
          entity: "citizen",
          entityId: created.id,
          ip: context.ip,
        },
        tx,
      );
      return created;
    },
  );
  deliverPendingEmails().catch(() => {});
  const actor = await openSession(citizen.id, context);
  await writeAudit({
    actor,
    action: "citizen.login",
    entity: "citizen",
    entityId: actor.id,
    details: { via: "registro" },
    ip: context.ip,
  });
  return actor;
}

// ----- Login and logout -----

let timingHash: Promise<string> | undefined;

/** A hash to verify against when the identifier is unknown, so both paths take the same time. */
const hashForUnknownAccount = () => (timingHash ??= hashPassword(randomBytes(16).toString("hex")));

/**
 * Checks a citizen's e-mail or DPI and password under the shared login throttle and opens a 7-day
 * session. Unknown identifier, wrong password and an inactive or deleted account all answer the
 * same 401, so no account state leaks; after 5 failures within 15 minutes the answer is 429.
 */
export async function loginCitizen(
  input: { identifier: string; password: string },
  context: SessionContext = {},
): Promise<CitizenActor> {
  const via = input.identifier.includes("@") ? "correo" : "dpi";
  const known: { id: number | null } = { id: null };
  let citizenId: number | null;
  try {
    citizenId = await throttledLogin(
      {
        kind: "citizen",
        identifier: input.identifier,
        ip: context.ip ?? null,
        tooManyMessage: MESSAGES.tooManyAttempts,
      },
      async () => {
        const row = await db().citizen.findFirst({
          where: via === "correo" ? { correo: input.identifier } : { dpi: input.identifier },
          select: { id: true, activo: true, deleted_at: true, password_hash: true },
        });
        known.id = row?.id ?? null;
        const valid = await verifyPassword(
          row?.password_hash ?? (await hashForUnknownAccount()),
          input.password,
        );
        return row && valid && row.activo && !row.deleted_at ? row.id : null;
      },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") {
      await writeRepeatableAudit({
        actor: null,
        action: "citizen.login_failed",
        entity: "citizen",
        details: { via, reason: "throttled" },
        ip: context.ip,
      });
    }
    throw error;
  }
  if (citizenId === null) {
    await writeAudit({
      actor: null,
      action: "citizen.login_failed",
      entity: "citizen",
      entityId: known.id ?? undefined,
      details: { via, reason: "invalid" },
      ip: context.ip,
    });
    throw new AuditedRefusal("UNAUTHENTICATED", MESSAGES.invalidCredentials);
  }
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

/** Revokes the caller's session (cookie or bearer token alike) and records it. */
export async function logoutCitizen(actor: Actor, ip: string | null): Promise<void> {
  requireCitizen(actor);
  await revokeSession(actor.sessionId);
  await writeAudit({ actor, action: "citizen.logout", entity: "citizen", entityId: actor.id, ip });
}

// ----- Password recovery -----

/**
 * E-mails a single-use link valid one hour when the address belongs to a live account. The answer
 * is the same either way; past 3 requests an hour for one address no further e-mail is sent.
 */
export async function requestPasswordReset(
  correo: string,
  ip: string | null,
): Promise<{ message: string }> {
  await rateLimitAddress("citizen-reset-address", ip, LIMITS.resetAddress);
  try {
    await rateLimit("citizen-reset-email", correo, LIMITS.resetEmail);
  } catch {
    return { message: MESSAGES.resetRequested };
  }
  const citizen = await db().citizen.findFirst({
    where: { correo, activo: true, deleted_at: null },
    select: { id: true, primer_nombre: true },
  });
  if (citizen) {
    await sendResetLink({ kind: "citizen", citizenId: citizen.id }, ip, (token) =>
      resetPasswordEmail(correo, citizen.primer_nombre, token),
    );
  }
  return { message: MESSAGES.resetRequested };
}

/** Sets a new password from a reset link; the link and every other open link and session stop working. */
export async function resetPassword(
  input: { token: string; new_password: string },
  ip: string | null,
): Promise<{ message: string }> {
  await rateLimitAddress("citizen-reset-submit", ip, LIMITS.resetSubmit);
  const reset = { token: input.token, password: input.new_password, passwordField: "new_password" };
  await redeemResetToken("citizen", reset, ip, MESSAGES.resetInvalidToken, async (id, hash, tx) => {
    const live = { id, activo: true, deleted_at: null };
    const updated = await tx.citizen.updateMany({ where: live, data: { password_hash: hash } });
    if (updated.count !== 1) return null;
    const citizen = await tx.citizen.findUniqueOrThrow({
      where: { id },
      select: { correo: true, dpi: true },
    });
    return [citizen.correo, citizen.dpi];
  });
  return { message: MESSAGES.resetDone };
}

// ----- The citizen's own account -----

async function liveAccount(tx: Tx, citizenId: number) {
  const row = await tx.citizen.findFirst({
    where: { id: citizenId, activo: true, deleted_at: null },
    select: {
      id: true,
      primer_nombre: true,
      correo: true,
      dpi: true,
      telefono: true,
      departamento: true,
      municipio: true,
      password_hash: true,
    },
  });
  if (!row) throw new AppError("UNAUTHENTICATED", MESSAGES.accountGone);
  return row;
}

/** The caller's current password, checked under their account's login throttle. */
async function confirmOwnPassword(
  actor: CitizenActor,
  account: Awaited<ReturnType<typeof liveAccount>>,
  password: string | undefined,
  ip: string | null,
): Promise<void> {
  await confirmCurrentPassword({
    actor,
    identifier: account.correo ?? account.dpi ?? String(account.id),
    passwordHash: account.password_hash,
    password,
    tooManyMessage: MESSAGES.tooManyAttempts,
    ip,
  });
}

export async function getOwnAccount(actor: Actor): Promise<OwnProfile> {
  requireCitizen(actor);
  const profile = await getOwnProfile(actor.id);
  if (!profile) throw new AppError("UNAUTHENTICATED", MESSAGES.accountGone);
  return profile;
}

/**
 * Changes the phone, department, municipality and, optionally, the e-mail and the password of the
 * caller's own account (names and DPI stay as registered). A new e-mail or password needs the
 * current password. A new e-mail waits for the link sent to it (email-change.ts); a new password
 * closes every other session and is notified to the current address.
 */
export async function updateOwnAccount(
  actor: Actor,
  input: ProfileUpdateData,
  ip: string | null,
): Promise<OwnProfile> {
  const citizen = requireCitizen(actor);
  await rateLimit("citizen-profile-update", String(actor.id), LIMITS.profileUpdate);
  const current = await liveAccount(db(), actor.id);
  const newEmail = input.correo !== current.correo ? input.correo : null;
  if (newEmail || input.new_password) {
    await confirmOwnPassword(citizen, current, input.current_password, ip);
  }
  const passwordHash = input.new_password
    ? await hashNewPassword(input.new_password, "new_password")
    : undefined;
  await withDuplicateCheck({ correo: newEmail ?? undefined }, actor.id, async (tx) => {
    const before = await liveAccount(tx, actor.id);
    const data = {
      telefono: input.telefono,
      departamento: input.departamento,
      municipio: input.municipio,
    };
    const changed = (Object.keys(data) as (keyof typeof data)[]).filter(
      (key) => data[key] !== before[key],
    );
    await tx.citizen.update({
      where: { id: actor.id },
      data: { ...data, ...(passwordHash ? { password_hash: passwordHash } : {}) },
    });
    if (newEmail) await requestEmailChange(tx, citizen, before, newEmail, ip);
    if (passwordHash && before.correo) {
      const notice = accountChangedEmail(before.correo, before.primer_nombre, [
        "tu contraseña fue cambiada",
      ]);
      await enqueueEmail(notice, tx);
    }
    await writeAudit(
      {
        actor,
        action: "citizen.profile_update",
        entity: "citizen",
        entityId: actor.id,
        details: { campos: changed, password_changed: Boolean(passwordHash) },
        ip,
      },
      tx,
    );
  });
  if (passwordHash) await revokeAllSessions({ citizenId: actor.id }, actor.sessionId);
  deliverPendingEmails().catch(() => {});
  return getOwnAccount(actor);
}

export const DELETED_NAME = "Cuenta eliminada";

/**
 * Deletes the caller's own account (docs/decisions/0008-product-gaps.md) once their current password is confirmed: personal
 * fields are anonymised, the password, a pending e-mail and pending reset links are dropped, every
 * session is closed; gestiones stay on record without the person's identity or location.
 */
export async function deleteOwnAccount(
  actor: Actor,
  input: { current_password?: string },
  ip: string | null,
): Promise<void> {
  const citizen = requireCitizen(actor);
  await confirmOwnPassword(citizen, await liveAccount(db(), actor.id), input.current_password, ip);
  await db().$transaction(async (tx) => {
    const before = await liveAccount(tx, actor.id);
    await tx.citizen.update({
      where: { id: actor.id },
      data: {
        primer_nombre: DELETED_NAME,
        segundo_nombre: null,
        tercer_nombre: null,
        primer_apellido: "",
        segundo_apellido: null,
        dpi: null,
        correo: null,
        telefono: null,
        departamento: null,
        municipio: null,
        password_hash: null,
        pending_correo: null,
        pending_correo_token_hash: null,
        pending_correo_expires_at: null,
        activo: false,
        deleted_at: new Date(),
      },
    });
    await tx.passwordResetToken.deleteMany({ where: { citizen_id: actor.id } });
    // Where their problems were is as personal as their address: it leaves with the identity.
    await tx.gestion.updateMany({
      where: { citizen_id: actor.id },
      data: { latitud: null, longitud: null, precision_m: null },
    });
    if (before.correo)
      await enqueueEmail(accountDeletedEmail(before.correo, before.primer_nombre), tx);
    await writeAudit(
      { actor, action: "citizen.delete", entity: "citizen", entityId: actor.id, ip },
      tx,
    );
  });
  await revokeAllSessions({ citizenId: actor.id });
  deliverPendingEmails().catch(() => {});
}

/** The caller's own data as a downloadable document; the download is recorded. */
export async function exportOwnData(actor: Actor, ip: string | null): Promise<CitizenDataExport> {
  requireCitizen(actor);
  const data = await readOwnData(actor.id);
  if (!data) throw new AppError("UNAUTHENTICATED", MESSAGES.accountGone);
  await writeAudit({ actor, action: "citizen.export", entity: "citizen", entityId: actor.id, ip });
  return data;
}
