import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { parseInput } from "@/lib/validation/parse";
import { AppError } from "@/lib/errors/app-error";
import { ATTACHMENT_RULES } from "@/lib/gestiones/limits";
import { MESSAGE_FORM_LIMITS, readMessage, type MessageSource } from "@/lib/gestiones/message-form";
import {
  GESTION_MESSAGES,
  staffMessageInput,
  STATUS_LABELS,
  statusChangeInput,
  type AppliedStatusChange,
  type StatusChangeInput,
} from "@/lib/gestiones/schema";
import { clockOnStatusChange } from "@/lib/gestiones/sla";
import { withSavedUploads } from "@/lib/storage/service";
import { anyGestion, attachmentRows, checkFileCount } from "@/lib/gestiones/write-steps";
import { deliverSoon } from "@/lib/channels/deliver";
import { notifyCitizen } from "@/lib/channels/notify";

// The office's writes of the gestiones loop: it answers (a reply or an internal note), changes a
// gestión's status, assigns it. Each operation checks its actor first, writes its row, timeline,
// audit entry and the citizen's message (through the outbox, lib/channels) in one transaction, and
// only then tries to deliver it.

const MESSAGES = GESTION_MESSAGES;

/**
 * A reply to the citizen (e-mailed to them) or an internal note (never shown to the citizen, never
 * e-mailed), optionally with files. The message is read only once the gestión is known to exist.
 */
export async function addStaffMessage(
  actor: Actor | null,
  gestionId: number,
  source: MessageSource,
  ip: string | null = null,
): Promise<{ id: number; is_internal: boolean }> {
  const admin = requirePermission(actor, "gestiones.write");
  const gestion = await anyGestion(gestionId);
  const { fields, files } = await readMessage(source, MESSAGE_FORM_LIMITS);
  const { body, is_internal } = parseInput(staffMessageInput, fields);
  checkFileCount(files);
  const result = await withSavedUploads(
    files,
    ATTACHMENT_RULES,
    (saved) =>
      db().$transaction(async (tx) => {
        const now = new Date();
        const message = await tx.gestionMessage.create({
          data: {
            gestion_id: gestion.id,
            body,
            is_internal,
            author_type: "staff",
            author_admin_id: admin.id,
            created_at: now,
          },
          select: { id: true },
        });
        await tx.gestionAttachment.createMany({
          data: attachmentRows(saved, gestion.id, message.id),
        });
        await tx.gestion.update({ where: { id: gestion.id }, data: { last_activity_at: now } });
        if (!is_internal && gestion.citizen_id !== null) {
          await notifyCitizen(tx, gestion.citizen_id, { kind: "gestion_respuesta", gestion, body });
        }
        await writeAudit(
          {
            actor: admin,
            action: is_internal ? "gestion.note" : "gestion.reply",
            entity: "gestion",
            entityId: gestion.id,
            details: { files: saved.length },
            ip,
          },
          tx,
        );
        return { id: message.id, is_internal };
      }),
    { private: true },
  );
  if (!is_internal) deliverSoon();
  return result;
}

/**
 * PATCH …/status: any of the six statuses may follow any other. The comment for the citizen is a
 * preset message or free text; it goes into the timeline and the e-mail the citizen receives.
 * Entering 'Información pendiente' stops the response clock; leaving it restarts it with the due
 * date moved by the working days waited.
 */
export async function changeGestionStatus(
  actor: Actor | null,
  gestionId: number,
  input: StatusChangeInput,
  ip: string | null = null,
): Promise<AppliedStatusChange> {
  const admin = requirePermission(actor, "gestiones.write");
  const change = parseInput(statusChangeInput, input);
  const gestion = await anyGestion(gestionId);
  let comment: string;
  let presetId: number | null = null;
  if (change.comment_mode === "preset") {
    const preset = await db().gestionPresetMessage.findFirst({
      where: { id: change.preset_id, activo: true },
      select: { id: true, body: true },
    });
    if (!preset) throw AppError.field("preset_id", MESSAGES.presetUnknown);
    comment = preset.body;
    presetId = preset.id;
  } else {
    comment = change.body;
  }
  await db().$transaction(async (tx) => {
    const now = new Date();
    await tx.gestion.update({
      where: { id: gestion.id },
      data: {
        status: change.to_status,
        last_activity_at: now,
        ...clockOnStatusChange(gestion, change.to_status, now),
        ...(change.to_status === "resolved" ? { resolved_at: now } : {}),
      },
    });
    await tx.gestionStatusEvent.create({
      data: {
        gestion_id: gestion.id,
        from_status: gestion.status,
        to_status: change.to_status,
        comment,
        preset_id: presetId,
        admin_id: admin.id,
        created_at: now,
      },
    });
    if (gestion.citizen_id !== null) {
      await notifyCitizen(tx, gestion.citizen_id, {
        kind: change.to_status === "waiting_info" ? "informacion_solicitada" : "gestion_estado",
        gestion,
        estado: STATUS_LABELS[change.to_status],
        comment,
      });
    }
    await writeAudit(
      {
        actor: admin,
        action: "gestion.status",
        entity: "gestion",
        entityId: gestion.id,
        details: { from: gestion.status, to: change.to_status, preset_id: presetId },
        ip,
      },
      tx,
    );
  });
  deliverSoon();
  return { comment, status: change.to_status };
}

/** Who in the office answers the gestión (null: nobody yet). */
export async function assignGestion(
  actor: Actor | null,
  gestionId: number,
  adminId: number | null,
  ip: string | null = null,
): Promise<{ assigned_admin_id: number | null }> {
  const admin = requirePermission(actor, "gestiones.write");
  const gestion = await anyGestion(gestionId);
  if (adminId !== null) {
    const assignee = await db().admin.findFirst({
      where: { id: adminId, estado: true, invited_at: null },
      select: { id: true },
    });
    if (!assignee) throw AppError.field("admin_id", MESSAGES.assigneeUnknown);
  }
  await db().$transaction(async (tx) => {
    await tx.gestion.update({ where: { id: gestion.id }, data: { assigned_admin_id: adminId } });
    await writeAudit(
      {
        actor: admin,
        action: "gestion.assign",
        entity: "gestion",
        entityId: gestion.id,
        details: { admin_id: adminId },
        ip,
      },
      tx,
    );
  });
  return { assigned_admin_id: adminId };
}
