import "server-only";
import { emailChangedByOtherEmail } from "@/lib/admins/emails";
import { sendInvitation } from "@/lib/admins/invitations";
import { ADMIN_SELECT, getAdmin } from "@/lib/admins/queries";
import { assertMayAssign, assertMayManage } from "@/lib/admins/rank-checks";
import {
  adminUpdateSchema,
  MESSAGES,
  ownProfileSchema,
  profileFields,
  type AdminCreateData,
  type FirstAdministratorData,
  type AdminDto,
  type AdminUpdateData,
  type OwnProfileData,
} from "@/lib/admins/schema";
import { writeAudit } from "@/lib/audit/service";
import { hashNewPassword, hashPassword } from "@/lib/auth/passwords";
import { newLinkToken, voidAccountLinks } from "@/lib/auth/reset-tokens";
import { requirePermission } from "@/lib/auth/authorize";
import { confirmCurrentPassword } from "@/lib/auth/current-password";
import { revokeAllSessions, type Actor, type AdminActor } from "@/lib/auth/sessions";
import { db, isUniqueViolation, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/errors/app-error";
import { parseInput } from "@/lib/validation/parse";

async function existingAdmin(actor: Actor, id: number): Promise<AdminDto> {
  const admin = await getAdmin(actor, id);
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

// ----- Own account -----

/** The caller's current password, checked under their account's login throttle. */
async function confirmOwnPassword(
  actor: AdminActor,
  password: string | undefined,
  ip: string | null,
) {
  const own = await db().admin.findUniqueOrThrow({
    where: { id: actor.id },
    select: { password_hash: true },
  });
  await confirmCurrentPassword({
    actor,
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
  const passwordHash = await hashNewPassword(input.password, "password");
  await db().$transaction(async (tx) => {
    await tx.admin.update({ where: { id: actor.id }, data: { password_hash: passwordHash } });
    await voidAccountLinks("admin", actor.id, tx);
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
  const before = await existingAdmin(actor, actor.id);
  const { newPassword } = credentials;
  if (newPassword || data.email !== before.email) {
    await confirmOwnPassword(self, credentials.currentPassword, ip);
  }
  const passwordHash = newPassword ? await hashNewPassword(newPassword, "password") : null;
  const updated = await inTransaction(async (tx) => {
    await assertUnique(tx, data, actor.id);
    const admin = await tx.admin.update({
      where: { id: actor.id },
      data: { ...data, ...(passwordHash ? { password_hash: passwordHash } : {}) },
      select: ADMIN_SELECT,
    });
    const fields = changedFields(before, data);
    if (passwordHash || admin.email !== before.email) await voidAccountLinks("admin", actor.id, tx);
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
  const manager = requirePermission(actor, "admins.manage");
  assertMayAssign(manager, data.rol);
  const { password, ...fields } = data;
  // Invited, the account's hash is of a secret nobody knows until its owner chooses a password.
  const passwordHash = password
    ? await hashNewPassword(password, "password")
    : await hashPassword(newLinkToken());
  const created = await inTransaction(async (tx) => {
    await assertUnique(tx, fields);
    const admin = await tx.admin.create({
      data: { ...fields, password_hash: passwordHash, invited_at: password ? null : new Date() },
      select: ADMIN_SELECT,
    });
    if (!password) await sendInvitation(admin, manager, tx);
    await writeAudit(
      {
        actor,
        action: "admin.create",
        entity: "admin",
        entityId: admin.id,
        details: { rol: admin.rol, invitacion: !password },
        ip,
      },
      tx,
    );
    return admin;
  });
  if (!password) deliverPendingEmails().catch(() => {});
  return created;
}

/**
 * Edits an administrator ranked no higher than the caller, rol included (never above the
 * caller's own). Deactivating closes every session of that account; so does a new e-mail, of
 * which the old address is told: whoever changed it cannot quietly take the account over by a
 * password reset. One's own e-mail changes only on the own profile, with the current password.
 */
export async function updateAdminAccount(
  actor: Actor,
  id: number,
  data: AdminUpdateData,
  ip: string | null,
): Promise<AdminDto> {
  const manager = requirePermission(actor, "admins.manage");
  const before = await existingAdmin(manager, id);
  assertMayManage(manager, before);
  assertMayAssign(manager, data.rol);
  if (id === actor.id && data.rol !== before.rol)
    throw AppError.field("rol", "No puedes cambiar tu propio rol.");
  if (id === actor.id && data.estado === false) {
    throw AppError.field("estado", "No puedes desactivar tu propia cuenta.");
  }
  if (id === actor.id && data.email !== before.email) {
    throw AppError.field("email", MESSAGES.ownEmailFromProfile);
  }
  const emailChanged = data.email !== before.email;
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
    if (emailChanged) {
      await voidAccountLinks("admin", id, tx);
      await enqueueEmail(emailChangedByOtherEmail(before.email, before.nombre1), tx);
    }
    if (!admin.estado || emailChanged) await revokeAllSessions({ adminId: id }, undefined, tx);
    return admin;
  });
  return updated;
}

/**
 * PUT /api/auth/admin/{id}: without rol and estado on one's own id it is the own-profile edit, open
 * to every administrator; otherwise it is the team edit, which needs admins.manage.
 */
export async function saveAdmin(
  actor: Actor,
  id: number,
  body: Record<string, unknown>,
  ip: string | null,
): Promise<AdminDto> {
  const self = requirePermission(actor, "profile.self");
  if (id === self.id && !("rol" in body) && !("estado" in body)) {
    const input = parseInput(ownProfileSchema, body);
    const credentials = { newPassword: null, currentPassword: input.current_password };
    return updateOwnProfile(self, profileFields(input), credentials, ip);
  }
  const manager = requirePermission(actor, "admins.manage");
  return updateAdminAccount(manager, id, parseInput(adminUpdateSchema, body), ip);
}

/**
 * Activates or deactivates an administrator ranked no higher than the caller; deactivation closes
 * all of their sessions at once.
 */
export async function setAdminStatus(
  actor: Actor,
  id: number,
  estado: boolean,
  ip: string | null,
): Promise<AdminDto> {
  const manager = requirePermission(actor, "admins.manage");
  if (id === actor.id && !estado)
    throw AppError.field("estado", "No puedes desactivar tu propia cuenta.");
  const before = await existingAdmin(manager, id);
  assertMayManage(manager, before);
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
export async function createFirstAdministrator(data: FirstAdministratorData): Promise<AdminDto> {
  const { password, ...fields } = data;
  const passwordHash = await hashNewPassword(password, "password");
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
