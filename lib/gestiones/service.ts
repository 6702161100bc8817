import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requireCitizen, requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db, type Tx } from "@/lib/db";
import { takeFolio } from "@/lib/gestiones/folio";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { parseInput } from "@/lib/validation";
import { AppError, type FieldError, found } from "@/lib/errors";
import { fieldsOf } from "@/lib/gestiones/dto";
import { onceFor, requestHash } from "@/lib/gestiones/idempotency";
import {
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_RULES,
  ATTACHMENT_TOO_MANY,
  CITIZEN_RATE_LIMITS,
  CITIZEN_TOO_MANY,
} from "@/lib/gestiones/limits";
import { MESSAGE_FORM_LIMITS, readMessage, type MessageSource } from "@/lib/gestiones/message-form";
import { afterResolution } from "@/lib/gestiones/queries";
import { attachmentLimitsFor, withinStorageQuota } from "@/lib/gestiones/storage-quota";
import {
  feedbackInput,
  GESTION_MESSAGES,
  replyBody,
  staffMessageInput,
  STATUS_LABELS,
  statusChangeInput,
  templateDataSchema,
  type FeedbackInput,
  type GestionCreate,
  type GestionStatus,
  type StatusChangeInput,
} from "@/lib/gestiones/schema";
import { slaDueAt } from "@/lib/gestiones/sla";
import type { UploadFile } from "@/lib/multipart";
import { rateLimitWindows } from "@/lib/ratelimit";
import { withSavedUploads, type SavedFile } from "@/lib/storage/service";

// The writes of the gestiones loop: a citizen files a request and writes to the office; the office
// answers, changes its status, assigns it; the citizen says whether it was solved and may reopen
// it once. Each operation checks its actor first, writes its row, timeline, audit entry and
// e-mail (through the outbox) in one transaction, and only then tries to deliver the e-mail.

const MESSAGES = GESTION_MESSAGES;

// ----- Shared pieces -----

const linkTo = (id: number) => `${env().SITE_URL.replace(/\/+$/, "")}/portal/sugerencias/${id}`;

async function citizenEmail(citizenId: number, tx: Tx): Promise<string | null> {
  const citizen = await tx.citizen.findUnique({
    where: { id: citizenId },
    select: { correo: true },
  });
  return citizen?.correo ?? null;
}

async function notifyCitizen(
  tx: Tx,
  gestion: { id: number; folio: string; citizen_id: number },
  subject: string,
  lines: string[],
): Promise<void> {
  const to = await citizenEmail(gestion.citizen_id, tx);
  if (!to) return;
  await enqueueEmail(
    {
      to,
      subject,
      text: [
        ...lines,
        "",
        `Folio: ${gestion.folio}`,
        `Puedes verla aquí: ${linkTo(gestion.id)}`,
      ].join("\n"),
    },
    tx,
    { gestionId: gestion.id },
  );
}

const deliverSoon = () => void deliverPendingEmails().catch(() => undefined);

function checkFileCount(files: UploadFile[]): void {
  if (files.length > ATTACHMENT_MAX_FILES) throw AppError.field("files", ATTACHMENT_TOO_MANY);
}

function attachmentRows(saved: SavedFile[], gestionId: number, messageId: number) {
  return saved.map((file) => ({
    gestion_id: gestionId,
    message_id: messageId,
    file_id: file.id,
    original: file.original_name,
    mimetype: file.mime,
    size_bytes: file.size_bytes,
  }));
}

const GESTION_REF = { id: true, folio: true, citizen_id: true, status: true } as const;

async function ownGestion(citizenId: number, id: number) {
  return found(
    await db().gestion.findFirst({
      where: { id, citizen_id: citizenId },
      select: { ...GESTION_REF, resolved_at: true, reopened_at: true },
    }),
    MESSAGES.notFound,
  );
}

async function anyGestion(id: number) {
  return found(
    await db().gestion.findUnique({ where: { id }, select: GESTION_REF }),
    MESSAGES.notFound,
  );
}

// ----- Citizens -----

/** The procedure a citizen chose, checked: active, of an active category, answers valid. */
async function checkedRequest(input: GestionCreate) {
  const template = await db().gestionTemplate.findFirst({
    where: { id: input.template_id, activo: true, categoria: { activo: true } },
    select: {
      nombre: true,
      categoria_id: true,
      data_schema_json: true,
      categoria: { select: { sla_dias_habiles: true } },
    },
  });
  if (!template) throw AppError.field("template_id", MESSAGES.templateRequired);
  if (template.categoria_id !== input.categoria_id) {
    throw AppError.field("template_id", MESSAGES.templateMismatch);
  }
  const answers = templateDataSchema(fieldsOf(template.data_schema_json)).safeParse(input.data);
  if (!answers.success) {
    const errors: FieldError[] = answers.error.issues.map((issue) => ({
      field: ["data", ...issue.path].join("."),
      msg: issue.message,
    }));
    throw new AppError("VALIDATION", errors[0]!.msg, errors);
  }
  return { template, data: answers.data as Record<string, string> };
}

/**
 * POST /api/portal/gestiones: files a request for the signed-in citizen and answers its id and
 * folio. With an Idempotency-Key, a retry (even a concurrent one) answers the first gestión, and
 * the key reused for another request is refused (422). A new filing counts against the citizen's
 * limits (429); a replay or a refused form does not.
 */
export async function createGestion(
  actor: Actor | null,
  input: GestionCreate,
  context: { idempotencyKey?: string; ip?: string | null } = {},
): Promise<{ id: number; folio: string }> {
  const citizen = requireCitizen(actor);
  const replay = async (id: number) =>
    found(
      await db().gestion.findUnique({ where: { id }, select: { id: true, folio: true } }),
      MESSAGES.notFound,
    );
  return onceFor(
    citizen.id,
    "gestion.create",
    { key: context.idempotencyKey, hash: requestHash(input) },
    async (claim) => {
      const { template, data } = await checkedRequest(input);
      const now = new Date();
      const folio = await takeFolio(now.getUTCFullYear());
      const created = await db().$transaction(async (tx) => {
        const settle = await claim(tx);
        // Counted once the key is claimed: a retry with the same key, even a concurrent one,
        // and a refused form do not use up the citizen's filings.
        await rateLimitWindows(
          "gestion-filing",
          String(citizen.id),
          CITIZEN_RATE_LIMITS.filing,
          CITIZEN_TOO_MANY,
          tx,
        );
        const gestion = await tx.gestion.create({
          data: {
            folio,
            citizen_id: citizen.id,
            categoria_id: input.categoria_id,
            template_id: input.template_id,
            titulo: input.titulo ?? template.nombre,
            descripcion: data.descripcion ?? null,
            data,
            canal_origen: input.canal_origen,
            sla_due_at: slaDueAt(now, template.categoria.sla_dias_habiles),
            last_activity_at: now,
            created_at: now,
            statusEvents: {
              create: {
                from_status: null,
                to_status: "new",
                author_type: "citizen",
                created_at: now,
              },
            },
          },
          select: { id: true, folio: true, citizen_id: true },
        });
        await settle(gestion.id);
        await notifyCitizen(tx, gestion, `Recibimos tu gestión ${gestion.folio}`, [
          `Recibimos tu gestión «${input.titulo ?? template.nombre}».`,
          "Te escribiremos aquí cuando la oficina responda o cambie su estado.",
        ]);
        await writeAudit(
          {
            actor: citizen,
            action: "gestion.create",
            entity: "gestion",
            entityId: gestion.id,
            ip: context.ip,
          },
          tx,
        );
        return { id: gestion.id, folio: gestion.folio };
      });
      deliverSoon();
      return created;
    },
    replay,
  );
}

/**
 * POST /api/portal/gestiones/{id}/mensajes: the citizen's message, with up to 10 files checked by
 * content (private: only the citizen and the office can read them). Text or files are required.
 * The gestión's owner, the citizen's message limits and storage quota are checked before the
 * message is read, so a refused request is never read at all; the quota is checked again, exactly,
 * when the message is recorded.
 */
export async function addCitizenMessage(
  actor: Actor | null,
  gestionId: number,
  source: MessageSource,
  context: { idempotencyKey?: string; ip?: string | null } = {},
): Promise<{ id: number }> {
  const citizen = requireCitizen(actor);
  const gestion = await ownGestion(citizen.id, gestionId);
  await rateLimitWindows(
    "gestion-message",
    String(citizen.id),
    CITIZEN_RATE_LIMITS.message,
    CITIZEN_TOO_MANY,
  );
  const { fields, files } = await readMessage(source, await attachmentLimitsFor(citizen.id));
  const { body } = parseInput(replyBody, fields);
  if (!body && files.length === 0) throw AppError.field("body", MESSAGES.replyEmpty);
  checkFileCount(files);
  const replay = async (id: number) => ({ id });
  return onceFor(
    citizen.id,
    `gestion.message:${gestion.id}`,
    { key: context.idempotencyKey, hash: requestHash({ body, files }) },
    (claim) =>
      withSavedUploads(
        files,
        ATTACHMENT_RULES,
        (saved) =>
          db().$transaction(async (tx) => {
            await withinStorageQuota(tx, citizen.id, saved);
            const settle = await claim(tx);
            const now = new Date();
            const message = await tx.gestionMessage.create({
              data: {
                gestion_id: gestion.id,
                body: body ?? "",
                author_type: "citizen",
                author_citizen_id: citizen.id,
                created_at: now,
              },
              select: { id: true },
            });
            await tx.gestionAttachment.createMany({
              data: attachmentRows(saved, gestion.id, message.id),
            });
            await tx.gestion.update({ where: { id: gestion.id }, data: { last_activity_at: now } });
            await settle(message.id);
            await writeAudit(
              {
                actor: citizen,
                action: "gestion.message",
                entity: "gestion",
                entityId: gestion.id,
                details: { files: saved.length },
                ip: context.ip,
              },
              tx,
            );
            return { id: message.id };
          }),
        { private: true },
      ),
    replay,
  );
}

/** After a resolution: did the answer solve the problem? Once per resolution. */
export async function submitFeedback(
  actor: Actor | null,
  gestionId: number,
  input: FeedbackInput,
  ip: string | null = null,
): Promise<{ id: number }> {
  const citizen = requireCitizen(actor);
  const { resolved, comment } = parseInput(feedbackInput, input);
  const gestion = await ownGestion(citizen.id, gestionId);
  await rateLimitWindows(
    "gestion-feedback",
    String(citizen.id),
    CITIZEN_RATE_LIMITS.feedback,
    CITIZEN_TOO_MANY,
  );
  const given = gestion.resolved_at
    ? await db().gestionFeedback.count({
        where: { gestion_id: gestion.id, created_at: { gte: gestion.resolved_at } },
      })
    : 0;
  if (!afterResolution(gestion, given).puede_opinar) {
    throw new AppError("CONFLICT", MESSAGES.feedbackOnlyResolved);
  }
  return db().$transaction(async (tx) => {
    const now = new Date();
    const row = await tx.gestionFeedback.create({
      data: { gestion_id: gestion.id, resolved, comment: comment ?? null, created_at: now },
      select: { id: true },
    });
    await tx.gestion.update({ where: { id: gestion.id }, data: { last_activity_at: now } });
    await writeAudit(
      {
        actor: citizen,
        action: "gestion.feedback",
        entity: "gestion",
        entityId: gestion.id,
        details: { resolved },
        ip,
      },
      tx,
    );
    return row;
  });
}

/** A resolved gestión back to review, once, within 30 days of its resolution. */
export async function reopenGestion(
  actor: Actor | null,
  gestionId: number,
  comment: string,
  ip: string | null = null,
): Promise<{ status: GestionStatus }> {
  const citizen = requireCitizen(actor);
  const gestion = await ownGestion(citizen.id, gestionId);
  if (gestion.status !== "resolved") throw new AppError("CONFLICT", MESSAGES.feedbackOnlyResolved);
  if (gestion.reopened_at) throw new AppError("CONFLICT", MESSAGES.reopenOnce);
  if (!afterResolution(gestion, 0).puede_reabrir)
    throw new AppError("CONFLICT", MESSAGES.reopenWindow);
  await db().$transaction(async (tx) => {
    const now = new Date();
    // Only a resolved, never reopened gestión moves: a second click finds nothing to change.
    const moved = await tx.gestion.updateMany({
      where: { id: gestion.id, status: "resolved", reopened_at: null },
      data: { status: "in_review", reopened_at: now, last_activity_at: now },
    });
    if (moved.count === 0) throw new AppError("CONFLICT", MESSAGES.reopenOnce);
    await tx.gestionStatusEvent.create({
      data: {
        gestion_id: gestion.id,
        from_status: "resolved",
        to_status: "in_review",
        comment,
        author_type: "citizen",
        created_at: now,
      },
    });
    await writeAudit(
      { actor: citizen, action: "gestion.reopen", entity: "gestion", entityId: gestion.id, ip },
      tx,
    );
  });
  return { status: "in_review" };
}

// ----- The office -----

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
        if (!is_internal) {
          await notifyCitizen(tx, gestion, `Respuesta a tu gestión ${gestion.folio}`, [
            "La oficina respondió a tu gestión:",
            "",
            body,
          ]);
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
 */
export async function changeGestionStatus(
  actor: Actor | null,
  gestionId: number,
  input: StatusChangeInput,
  ip: string | null = null,
): Promise<{ ok: true; message: string; comentario_aplicado: string; status: GestionStatus }> {
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
    await notifyCitizen(tx, gestion, `Tu gestión ${gestion.folio} cambió de estado`, [
      `Estado: ${STATUS_LABELS[change.to_status]}.`,
      "",
      comment,
    ]);
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
  return {
    ok: true,
    message: MESSAGES.statusChanged,
    comentario_aplicado: comment,
    status: change.to_status,
  };
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
      where: { id: adminId, estado: true },
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
