import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requireCitizen } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db, type Tx } from "@/lib/db";
import { parseInput } from "@/lib/validation/parse";
import { AppError } from "@/lib/errors/app-error";
import { onceFor, requestHash } from "@/lib/gestiones/idempotency";
import { ATTACHMENT_RULES, CITIZEN_RATE_LIMITS, CITIZEN_TOO_MANY } from "@/lib/gestiones/limits";
import { readMessage, type MessageSource } from "@/lib/gestiones/message-form";
import { afterResolution } from "@/lib/gestiones/queries";
import { attachmentLimitsFor, withinStorageQuota } from "@/lib/gestiones/storage-quota";
import {
  feedbackInput,
  GESTION_MESSAGES,
  replyBody,
  type FeedbackInput,
  type GestionStatus,
} from "@/lib/gestiones/schema";
import { clockOnStatusChange, type GestionClock } from "@/lib/gestiones/sla";
import { rateLimitWindows } from "@/lib/security/rate-limit";
import { withSavedUploads } from "@/lib/storage/service";
import { attachmentRows, checkFileCount, ownGestion } from "@/lib/gestiones/write-steps";

// The citizen's writes on a gestión filed (filing itself: filing-service.ts): writes to the
// office, says whether it was solved and may reopen it once (the office's writes:
// office-service.ts). Each operation checks its actor first, writes its row, timeline, audit
// entry and the citizen's message (through the outbox, lib/channels) in one transaction, and only
// then tries to deliver it.

const MESSAGES = GESTION_MESSAGES;

/**
 * POST /api/portal/gestiones/{id}/mensajes: the citizen's message, with up to 10 files checked by
 * content (private: only the citizen and the office can read them). Text or files are required.
 * A message to a gestión in 'Información pendiente' answers it: back to review, clock restarted.
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
    { citizenId: citizen.id },
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
            if (gestion.status === "waiting_info") await resumeOnAnswer(tx, gestion, now);
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

/** The timeline's word when the citizen's message ends the wait on them. */
export const ANSWER_RESUMES_CLOCK = "Información recibida: el plazo de respuesta vuelve a correr.";

/**
 * The citizen answered a gestión that waited on them: it goes back to review and its clock
 * restarts, the due date moved by the working days waited. Only a gestión still waiting moves, so
 * two messages at once move it once.
 */
async function resumeOnAnswer(tx: Tx, gestion: GestionClock & { id: number }, now: Date) {
  const moved = await tx.gestion.updateMany({
    where: { id: gestion.id, status: "waiting_info" },
    data: { status: "in_review", ...clockOnStatusChange(gestion, "in_review", now) },
  });
  if (moved.count === 0) return;
  await tx.gestionStatusEvent.create({
    data: {
      gestion_id: gestion.id,
      from_status: "waiting_info",
      to_status: "in_review",
      comment: ANSWER_RESUMES_CLOCK,
      author_type: "citizen",
      created_at: now,
    },
  });
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
