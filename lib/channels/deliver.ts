import "server-only";
import { db } from "@/lib/db";
import {
  deliverOutbox,
  deliverPendingEmails,
  openedSecret,
  renderedText,
  UndeliverableError,
  type OutboxRow,
} from "@/lib/email/outbox";
import type { PhoneChannel } from "@/lib/channels/phone";
import { phoneSender, type PhoneSender } from "@/lib/channels/senders";
import { isTemplateName } from "@/lib/channels/templates";
import { LINK_SLOT } from "@/lib/email/outbox";

// Delivery of the outbox's WhatsApp and SMS messages through the loop e-mail uses
// (lib/email/outbox.ts): the opt-out and the WhatsApp window are read when the message leaves,
// since either may change while it waits.

const WINDOW_MS = 24 * 60 * 60_000;
const STOPPED_REASON = "El ciudadano dio de baja este canal.";
const OUTSIDE_WINDOW_REASON =
  "Fuera de la ventana de 24 horas de WhatsApp y sin plantilla aprobada para este mensaje.";

/** Whether free text may go to a WhatsApp user whose last message arrived at `lastInbound`. */
const insideWindow = (lastInbound: Date | null, now = new Date()) =>
  lastInbound !== null && now.getTime() - lastInbound.getTime() < WINDOW_MS;

type Senders = Partial<Record<PhoneChannel, PhoneSender>>;

async function sendRow(row: OutboxRow, signature: string, senders: Senders) {
  const channel = row.channel as PhoneChannel;
  const citizen = row.citizen_id
    ? await db().citizen.findUnique({
        where: { id: row.citizen_id },
        select: { whatsapp_baja_at: true, sms_baja_at: true, whatsapp_entrante_at: true },
      })
    : null;
  if (citizen && (channel === "whatsapp" ? citizen.whatsapp_baja_at : citizen.sms_baja_at)) {
    throw new UndeliverableError(STOPPED_REASON);
  }
  const text = renderedText(row, signature);
  // A message to a citizen goes as free text inside their window and as its template outside;
  // one to a number with no account (a registration's code) goes as its template; an answer to a
  // message just received, with none, as text.
  const open =
    channel === "sms" || (citizen ? insideWindow(citizen.whatsapp_entrante_at) : !row.template);
  if (!open && !(row.template && isTemplateName(row.template))) {
    throw new UndeliverableError(OUTSIDE_WINDOW_REASON);
  }
  const secret = openedSecret(row) ?? "";
  const template =
    !open && row.template && isTemplateName(row.template)
      ? {
          name: row.template,
          params: ((row.template_params ?? []) as string[]).map((param) =>
            param.replaceAll(LINK_SLOT, secret),
          ),
        }
      : undefined;
  const sender = senders[channel] ?? phoneSender(channel);
  const { providerId } = await sender.send({
    channel,
    to: row.to,
    text,
    template,
    gestionFolio: row.gestion?.folio ?? null,
  });
  return { providerId, templateUsed: template !== undefined };
}

/** Sends the WhatsApp and SMS messages that are due (the cron route and `deliverSoon`). */
export function deliverPendingMessages({
  limit = 20,
  senders = {},
}: { limit?: number; senders?: Senders } = {}) {
  return deliverOutbox(["whatsapp", "sms"], limit, (row, signature) =>
    sendRow(row, signature, senders),
  );
}

/** Every channel's due messages, after a change committed; failures wait for the retries. */
export async function deliverAll(limit = 20) {
  const [email, phone] = await Promise.all([
    deliverPendingEmails({ limit }),
    deliverPendingMessages({ limit }),
  ]);
  return { sent: email.sent + phone.sent, failed: email.failed + phone.failed };
}

/** Starts delivery without waiting for it (after a request's change committed). */
export const deliverSoon = () => void deliverAll().catch(() => undefined);
