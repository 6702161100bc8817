import "server-only";
import { randomBytes } from "node:crypto";
import { ADMIN_SELECT, getAdmin } from "@/lib/admins/queries";
import {
  MESSAGES,
  type AdminCreateData,
  type AdminDto,
  type AdminUpdateData,
  type OwnProfileData,
} from "@/lib/admins/schema";
import { AuditedRefusal } from "@/lib/audit/refusals";
import { writeAudit, writeRepeatableAudit } from "@/lib/audit/service";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { requirePermission } from "@/lib/auth/authorize";
import { confirmCurrentPassword } from "@/lib/auth/current-password";
import { redeemResetToken, sendResetLink } from "@/lib/auth/reset-tokens";
import { openAdminSession } from "@/lib/admins/admin-session";
import { issueLoginChallenge } from "@/lib/admins/login-challenges";
import { isTotpRequired } from "@/lib/admins/two-factor-queries";
import {
  revokeAllSessions,
  revokeSession,
  type Actor,
  type AdminActor,
  type SessionContext,
} from "@/lib/auth/sessions";
import { throttledLogin } from "@/lib/auth/throttle";
import { db, isUniqueViolation, type Tx } from "@/lib/db";
import { LINK_SLOT, type QueuedEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { LoginChallengeStep } from "@/lib/generated/prisma/enums";
import { rateLimit } from "@/lib/ratelimit";

const MINUTE = 60_000;

async function existingAdmin(id: number): Promise<AdminDto> {
  const admin = await getAdmin(id);
  if (!admin) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  return admin;
}

/** E-mail and DPI belong to one administrator each: a clear field error instead of a constraint failure. */
async function assertUnique(
  tx: Tx,
  fields: { email: string; dpi: string | null },
  exceptId?: number,
): Promise<void> {
  const others = await tx.admin.findMany({
    where: {
      OR: [{ email: fields.email }, ...(fields.dpi ? [{ dpi: fields.dpi }] : [])],
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    },
    select: { email: true, dpi: true },
  });
  if (others.some((other) => other.email === fields.email)) {
    throw AppError.field("email", "Ya existe un administrador con ese correo.", "CONFLICT");
  }
  if (others.length)
    throw AppError.field("dpi", "Ya existe un administrador con ese DPI.", "CONFLICT");
}

/** A concurrent insert can still hit the unique index after the check above. */
async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db().$transaction(work);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("CONFLICT", "Ya existe un administrador con ese correo o DPI.");
    throw error;
  }
}

/** Names of the fields whose value changes (for the audit entry; never the values themselves). */
function changedFields(before: AdminDto, after: Partial<AdminDto>): string[] {
  return (Object.keys(after) as (keyof AdminDto)[]).filter(
    (key) => after[key] !== undefined && after[key] !== before[key],
  );
}

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
  await rateLimit("admin-reset-address", ip ?? "desconocida", RESET_LIMITS.perAddress);
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
  await rateLimit("admin-reset-submit", ip ?? "desconocida", RESET_LIMITS.submit);
  await redeemResetToken("admin", input, ip, MESSAGES.resetInvalidToken, async (id, hash, tx) => {
    const admin = await tx.admin.update({
      where: { id },
      data: { password_hash: hash },
      select: { email: true },
    });
    return [admin.email];
  });
  return { message: MESSAGES.resetDone };
}

// ----- Own account -----

/** The caller's current password, checked under their account's login throttle. */
async function confirmOwnPassword(
  actor: AdminActor,
  password: string | undefined,
  ip: string | null,
) {
  const own = await db().admin.findUniqueOrThrow({
    where: { id: actor.id },
    select: { email: true, password_hash: true },
  });
  await confirmCurrentPassword({
    actor,
    identifier: own.email,
    passwordHash: own.password_hash,
    password,
    tooManyMessage: MESSAGES.tooManyAttempts,
    ip,
  });
}

/** Changes the caller's password once their current one is confirmed, and closes their other sessions. */
export async function changeOwnPassword(
  actor: Actor,
  input: { current_password?: string; password: string },
  ip: string | null,
): Promise<void> {
  const self = requirePermission(actor, "profile.self");
  await confirmOwnPassword(self, input.current_password, ip);
  const passwordHash = await hashPassword(input.password);
  await db().$transaction(async (tx) => {
    await tx.admin.update({ where: { id: actor.id }, data: { password_hash: passwordHash } });
    await writeAudit(
      { actor, action: "admin.password_change", entity: "admin", entityId: actor.id, ip },
      tx,
    );
    await revokeAllSessions({ adminId: actor.id }, actor.sessionId, tx);
  });
}

/**
 * The own-profile edit: the caller's fields (never rol or estado) and, when given, a new password,
 * in one transaction. A new password or e-mail (the account's credentials) needs the current
 * password; a new password closes the caller's other sessions.
 */
export async function updateOwnProfile(
  actor: Actor,
  data: OwnProfileData,
  credentials: { newPassword: string | null; currentPassword?: string },
  ip: string | null,
): Promise<AdminDto> {
  const self = requirePermission(actor, "profile.self");
  const before = await existingAdmin(actor.id);
  const { newPassword } = credentials;
  if (newPassword || data.email !== before.email) {
    await confirmOwnPassword(self, credentials.currentPassword, ip);
  }
  const passwordHash = newPassword ? await hashPassword(newPassword) : null;
  const updated = await inTransaction(async (tx) => {
    await assertUnique(tx, data, actor.id);
    const admin = await tx.admin.update({
      where: { id: actor.id },
      data: { ...data, ...(passwordHash ? { password_hash: passwordHash } : {}) },
      select: ADMIN_SELECT,
    });
    const fields = changedFields(before, data);
    await writeAudit(
      {
        actor,
        action: "admin.profile_update",
        entity: "admin",
        entityId: actor.id,
        details: { fields },
        ip,
      },
      tx,
    );
    if (passwordHash) {
      await writeAudit(
        { actor, action: "admin.password_change", entity: "admin", entityId: actor.id, ip },
        tx,
      );
    }
    return admin;
  });
  if (passwordHash) await revokeAllSessions({ adminId: actor.id }, actor.sessionId);
  return updated;
}

// ----- Team management (admins.manage) -----

export async function createAdmin(
  actor: Actor,
  data: AdminCreateData,
  ip: string | null,
): Promise<AdminDto> {
  requirePermission(actor, "admins.manage");
  const { password, ...fields } = data;
  const passwordHash = await hashPassword(password);
  return inTransaction(async (tx) => {
    await assertUnique(tx, fields);
    const admin = await tx.admin.create({
      data: { ...fields, password_hash: passwordHash },
      select: ADMIN_SELECT,
    });
    await writeAudit(
      {
        actor,
        action: "admin.create",
        entity: "admin",
        entityId: admin.id,
        details: { rol: admin.rol },
        ip,
      },
      tx,
    );
    return admin;
  });
}

/** Edits any administrator, rol included. Deactivating closes every session of that account. */
export async function updateAdminAccount(
  actor: Actor,
  id: number,
  data: AdminUpdateData,
  ip: string | null,
): Promise<AdminDto> {
  requirePermission(actor, "admins.manage");
  const before = await existingAdmin(id);
  if (id === actor.id && data.rol !== before.rol)
    throw AppError.field("rol", "No puedes cambiar tu propio rol.");
  if (id === actor.id && data.estado === false) {
    throw AppError.field("estado", "No puedes desactivar tu propia cuenta.");
  }
  const updated = await inTransaction(async (tx) => {
    await assertUnique(tx, data, id);
    const admin = await tx.admin.update({ where: { id }, data, select: ADMIN_SELECT });
    const fields = changedFields(before, data);
    await writeAudit(
      { actor, action: "admin.update", entity: "admin", entityId: id, details: { fields }, ip },
      tx,
    );
    if (before.estado !== admin.estado) {
      await writeAudit(
        {
          actor,
          action: "admin.status_change",
          entity: "admin",
          entityId: id,
          details: { estado: admin.estado },
          ip,
        },
        tx,
      );
    }
    if (!admin.estado) await revokeAllSessions({ adminId: id }, undefined, tx);
    return admin;
  });
  return updated;
}

/** Activates or deactivates an administrator; deactivation closes all of their sessions at once. */
export async function setAdminStatus(
  actor: Actor,
  id: number,
  estado: boolean,
  ip: string | null,
): Promise<AdminDto> {
  requirePermission(actor, "admins.manage");
  if (id === actor.id && !estado)
    throw AppError.field("estado", "No puedes desactivar tu propia cuenta.");
  const before = await existingAdmin(id);
  const updated = await db().$transaction(async (tx) => {
    const admin = await tx.admin.update({ where: { id }, data: { estado }, select: ADMIN_SELECT });
    if (before.estado !== estado) {
      await writeAudit(
        {
          actor,
          action: "admin.status_change",
          entity: "admin",
          entityId: id,
          details: { estado },
          ip,
        },
        tx,
      );
    }
    if (!estado) await revokeAllSessions({ adminId: id }, undefined, tx);
    return admin;
  });
  return updated;
}

/**
 * The first administrator of a new installation (the demo seed never runs in production). Refused
 * once any administrator exists: from then on accounts are created by an administrator.
 */
export async function createFirstAdministrator(data: AdminCreateData): Promise<AdminDto> {
  const { password, ...fields } = data;
  const passwordHash = await hashPassword(password);
  return inTransaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(hashtext('first-administrator'))`;
    if ((await tx.admin.count()) > 0) {
      throw new AppError("CONFLICT", "Ya existe un administrador: créelo desde /admin/nuevoadmin.");
    }
    await assertUnique(tx, fields);
    const admin = await tx.admin.create({
      data: { ...fields, rol: "AdminNivel1", password_hash: passwordHash },
      select: ADMIN_SELECT,
    });
    await writeAudit(
      { actor: "system", action: "admin.create", entity: "admin", entityId: admin.id },
      tx,
    );
    return admin;
  });
}
