import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requireCitizen } from "@/lib/auth/authorize";
import { confirmCurrentPassword } from "@/lib/auth/current-password";
import { hashNewPassword } from "@/lib/auth/passwords";
import { voidAccountLinks } from "@/lib/auth/reset-tokens";
import { revokeAllSessions, type Actor, type CitizenActor } from "@/lib/auth/sessions";
import { withDuplicateCheck } from "@/lib/citizens/duplicates";
import { requestEmailChange } from "@/lib/citizens/email-change";
import { accountChangedEmail, accountDeletedEmail } from "@/lib/citizens/emails";
import { LOGIN_MESSAGES, PROFILE_MESSAGES, SESSION_EXPIRED_MESSAGE } from "@/lib/citizens/messages";
import {
  getOwnProfile,
  ownDestinations,
  readOwnData,
  type CitizenDataExport,
} from "@/lib/citizens/queries";
import type { OwnProfile, ProfileUpdateData } from "@/lib/citizens/profile-schema";
import { db, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/errors/app-error";
import { rateLimit } from "@/lib/security/rate-limit";

// The signed-in citizen's own account: profile, changes, deletion and the download of their data.

const MESSAGES = {
  tooManyAttempts: LOGIN_MESSAGES.tooMany,
  accountGone: SESSION_EXPIRED_MESSAGE,
} as const;

// A taken e-mail is a field error here too: as throttled as the availability hints.
const PROFILE_UPDATE_LIMIT = {
  limit: 30,
  windowMs: 15 * 60_000,
  message: MESSAGES.tooManyAttempts,
};

async function liveAccount(tx: Tx, citizenId: number) {
  const row = await tx.citizen.findFirst({
    where: { id: citizenId, activo: true, deleted_at: null },
    select: {
      id: true,
      primer_nombre: true,
      correo: true,
      movil: true,
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
    passwordHash: account.password_hash,
    password,
    tooManyMessage: MESSAGES.tooManyAttempts,
    ip,
  });
}

export async function getOwnAccount(actor: Actor): Promise<OwnProfile> {
  const profile = await getOwnProfile(actor);
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
  await rateLimit("citizen-profile-update", String(actor.id), PROFILE_UPDATE_LIMIT);
  const current = await liveAccount(db(), actor.id);
  // An account reached by e-mail keeps an address; to stop e-mails it chooses another channel.
  if (!input.correo && current.correo)
    throw AppError.field("correo", PROFILE_MESSAGES.emailMissing);
  const newEmail = input.correo && input.correo !== current.correo ? input.correo : null;
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
    if (passwordHash) await voidAccountLinks("citizen", actor.id, tx);
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

const DELETED_NAME = "Cuenta eliminada";

/**
 * Deletes the caller's own account (docs/decisions/0008-product-gaps.md) once their current password is confirmed: personal
 * fields are anonymised (the mobile number and its channels too), the password, a pending e-mail,
 * pending reset links, the codes and the messages sent to their address or number are dropped,
 * every session is closed; gestiones stay on record without the person's identity or location.
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
        correo_confirmado_at: null,
        telefono: null,
        movil: null,
        canal_preferido: null,
        whatsapp_baja_at: null,
        sms_baja_at: null,
        whatsapp_entrante_at: null,
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
    // What was sent to them holds their address or number and what they were told.
    const to = ownDestinations(before);
    await tx.phoneCode.deleteMany({
      where: { OR: [{ citizen_id: actor.id }, { telefono: { in: to } }] },
    });
    await tx.emailOutbox.deleteMany({
      where: { OR: [{ citizen_id: actor.id }, { to: { in: to } }] },
    });
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
  const data = await readOwnData(actor);
  if (!data) throw new AppError("UNAUTHENTICATED", MESSAGES.accountGone);
  await writeAudit({ actor, action: "citizen.export", entity: "citizen", entityId: actor.id, ip });
  return data;
}
