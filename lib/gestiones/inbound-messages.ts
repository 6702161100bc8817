import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { deliverSoon } from "@/lib/channels/deliver";
import { enqueuePhoneMessage } from "@/lib/channels/notify";
import type { PhoneChannel } from "@/lib/channels/phone";
import { applyDeliveryStatus } from "@/lib/channels/delivery-status";
import type { InboundEvent } from "@/lib/channels/webhooks";
import { db, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { formatDate } from "@/lib/format/display";
import { ATTACHMENT_RULES } from "@/lib/gestiones/limits";
import { OPEN_STATUSES, STATUS_LABELS } from "@/lib/gestiones/schema";
import { attachmentRows } from "@/lib/gestiones/write-steps";
import type { UploadFile } from "@/lib/http/multipart";
import { getSiteSettings } from "@/lib/site/queries";
import { withSavedUploads } from "@/lib/storage/service";

// What a citizen writes on WhatsApp or SMS (the webhooks, after their signatures are checked):
// BAJA/STOP/ALTO stops the channel; "ESTADO <folio>" (or the folio alone) from the gestión's owner
// answers its status; anything else from a known number is threaded into the open gestión the
// last message to that number was about. Everyone else gets one short answer with the way to the
// portal and the office's hours — never a word about anyone's case.

const STOP_WORDS = new Set(["BAJA", "STOP", "ALTO"]);
const FOLIO_QUERY = /^(?:ESTADO\s+)?(GES-\d{4}-\d{6})$/;

/** Fetches a WhatsApp photo or document (lib/channels/whatsapp-media.ts in production). */
export type MediaFetcher = (id: string) => Promise<UploadFile | null>;

const normalized = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[.!¡¿?\s]+$/u, "")
    .trim()
    .toUpperCase();

const CHANNEL_NAMES: Record<PhoneChannel, string> = { whatsapp: "WhatsApp", sms: "SMS" };

async function answer(tx: Tx, channel: PhoneChannel, to: string, text: string) {
  await enqueuePhoneMessage(tx, { channel, to, subject: "Respuesta automática", text });
}

async function generalAnswer(tx: Tx, channel: PhoneChannel, to: string) {
  const { contacto } = await getSiteSettings();
  const hours = contacto.horario_atencion
    ? ` Horario de atención: ${contacto.horario_atencion}.`
    : "";
  await answer(
    tx,
    channel,
    to,
    `Hola. Para hacer o seguir una gestión, entra al portal ciudadano: ${env().SITE_URL}/portal.${hours}`,
  );
}

type Citizen = { id: number; whatsapp_baja_at: Date | null; sms_baja_at: Date | null };

async function stopChannel(tx: Tx, citizen: Citizen, channel: PhoneChannel, to: string) {
  const stopped = channel === "whatsapp" ? citizen.whatsapp_baja_at : citizen.sms_baja_at;
  if (stopped) return;
  await tx.citizen.update({
    where: { id: citizen.id },
    data: channel === "whatsapp" ? { whatsapp_baja_at: new Date() } : { sms_baja_at: new Date() },
  });
  await writeAudit(
    {
      actor: "system",
      action: "citizen.channel_stop",
      entity: "citizen",
      entityId: citizen.id,
      details: { channel },
    },
    tx,
  );
  await answer(
    tx,
    channel,
    to,
    `Listo: ya no te enviaremos mensajes por ${CHANNEL_NAMES[channel]}. Puedes volver a activarlos en tu perfil: ${env().SITE_URL}/portal/perfil`,
  );
}

async function statusAnswer(tx: Tx, citizen: Citizen | null, event: Message, folio: string) {
  const gestion = await tx.gestion.findUnique({
    where: { folio },
    select: { citizen_id: true, status: true, sla_due_at: true, titulo: true },
  });
  if (!citizen || !gestion || gestion.citizen_id !== citizen.id) {
    return generalAnswer(tx, event.channel, event.from);
  }
  const due = gestion.sla_due_at
    ? ` Fecha prometida de respuesta: ${formatDate(gestion.sla_due_at)}.`
    : "";
  await answer(
    tx,
    event.channel,
    event.from,
    `Tu gestión ${folio} («${gestion.titulo}») está: ${STATUS_LABELS[gestion.status]}.${due}`,
  );
}

/** The open gestión of the citizen that the latest message to this number was about. */
async function repliedGestion(tx: Tx, citizenId: number, event: Message) {
  const last = await tx.emailOutbox.findFirst({
    where: {
      channel: event.channel,
      to: event.from,
      gestion: { citizen_id: citizenId, status: { in: [...OPEN_STATUSES] } },
    },
    orderBy: { id: "desc" },
    select: { gestion_id: true },
  });
  return last?.gestion_id ?? null;
}

type Message = Extract<InboundEvent, { type: "message" }>;

async function receiveMessage(event: Message, fetchMedia: MediaFetcher): Promise<void> {
  if (await db().gestionMessage.findUnique({ where: { provider_id: event.providerId } })) return;
  const citizen = await db().citizen.findFirst({
    where: { movil: event.from, activo: true, deleted_at: null },
    select: { id: true, whatsapp_baja_at: true, sms_baja_at: true },
  });
  const word = normalized(event.text);
  const files: UploadFile[] = [];
  if (citizen && event.media.length && !STOP_WORDS.has(word)) {
    for (const media of event.media) {
      const file = await fetchMedia(media.id);
      if (file) files.push(file);
    }
  }
  const record = (accepted: UploadFile[]) =>
    withSavedUploads(
      accepted,
      ATTACHMENT_RULES,
      (saved) =>
        db().$transaction(async (tx) => {
          if (citizen && event.channel === "whatsapp") {
            await tx.citizen.update({
              where: { id: citizen.id },
              data: { whatsapp_entrante_at: new Date() },
            });
          }
          if (STOP_WORDS.has(word)) {
            if (citizen) await stopChannel(tx, citizen, event.channel, event.from);
            return;
          }
          const folio = FOLIO_QUERY.exec(word)?.[1];
          if (folio) return statusAnswer(tx, citizen, event, folio);
          const gestionId = citizen ? await repliedGestion(tx, citizen.id, event) : null;
          if (!citizen || gestionId === null || (!event.text && !saved.length)) {
            return generalAnswer(tx, event.channel, event.from);
          }
          const now = new Date();
          const message = await tx.gestionMessage.create({
            data: {
              gestion_id: gestionId,
              body: event.text,
              author_type: "citizen",
              author_citizen_id: citizen.id,
              canal: event.channel,
              provider_id: event.providerId,
              created_at: now,
            },
            select: { id: true },
          });
          await tx.gestionAttachment.createMany({
            data: attachmentRows(saved, gestionId, message.id),
          });
          await tx.gestion.update({ where: { id: gestionId }, data: { last_activity_at: now } });
          await writeAudit(
            {
              actor: "system",
              action: "gestion.message",
              entity: "gestion",
              entityId: gestionId,
              details: { via: event.channel, files: saved.length },
            },
            tx,
          );
        }),
      { private: true },
    );
  try {
    await record(files);
  } catch (error) {
    // A file the upload checks refuse (its type, its size) is left out; the text still arrives.
    if (!(error instanceof AppError) || !files.length) throw error;
    await record([]);
  }
}

/**
 * Applies a verified webhook's events: delivery states to the outbox, messages as above. A
 * message's attachment that fails the upload checks is left out; the text still arrives.
 */
export async function receiveChannelEvents(
  events: InboundEvent[],
  fetchMedia: MediaFetcher,
): Promise<void> {
  for (const event of events) {
    if (event.type === "status") await applyDeliveryStatus(event);
    else await receiveMessage(event, fetchMedia);
  }
  if (events.some((event) => event.type === "message")) deliverSoon();
}
