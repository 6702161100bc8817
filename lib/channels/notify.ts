import "server-only";
import type { Tx } from "@/lib/db";
import { enqueueEmail, sealSecretFor } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import type { MessageChannel } from "@/lib/generated/prisma/client";
import type { PhoneChannel } from "@/lib/channels/phone";
import type { TemplateName } from "@/lib/channels/templates";

// The one path of every message a citizen gets: the channel is chosen here (the citizen's choice
// among those they can be reached on, e-mail by default when they have one), and the message is
// written in the outbox in the caller's transaction, to be delivered after it commits
// (lib/channels/deliver.ts). Nothing here sends.

interface GestionRef {
  id: number;
  folio: string;
}

/** What a citizen is told; each kind has its e-mail, its text message and its WhatsApp template. */
export type Notice =
  | { kind: "gestion_recibida"; gestion: GestionRef; titulo: string }
  | { kind: "gestion_respuesta"; gestion: GestionRef; body: string }
  | { kind: "gestion_estado"; gestion: GestionRef; estado: string; comment: string }
  | { kind: "informacion_solicitada"; gestion: GestionRef; estado: string; comment: string };

export const gestionLink = (id: number) => `${env().SITE_URL}/portal/sugerencias/${id}`;

/** How to stop a channel: said in the first message on it (and in every approved template). */
const STOP_HINT = "Para dejar de recibir mensajes por aquí, responde BAJA.";
/** What a citizen can do with a message on WhatsApp or SMS: answer it, it reaches the gestión. */
const REPLY_HINT = "Puedes responder a este mensaje para escribirle a la oficina.";
/** E-mail takes no answers (the signature says so): the way to answer is the gestión's page. */
const PORTAL_HINT = (link: string) =>
  `Para responder o enviar lo que te pidan, entra a tu gestión en el portal: ${link}`;

interface Rendered {
  subject: string;
  lines: string[];
  template: { name: TemplateName; params: string[] };
}

function rendered(notice: Notice): Rendered {
  const { folio, id } = notice.gestion;
  const link = gestionLink(id);
  switch (notice.kind) {
    case "gestion_recibida":
      return {
        subject: `Recibimos tu gestión ${folio}`,
        lines: [
          `Recibimos tu gestión «${notice.titulo}».`,
          "Te escribiremos aquí cuando la oficina responda o cambie su estado.",
        ],
        template: { name: "gestion_recibida", params: [folio, link] },
      };
    case "gestion_respuesta":
      return {
        subject: `Respuesta a tu gestión ${folio}`,
        lines: ["La oficina respondió a tu gestión:", "", notice.body],
        template: { name: "gestion_respuesta", params: [folio, link] },
      };
    case "gestion_estado":
    case "informacion_solicitada":
      return {
        subject: `Tu gestión ${folio} cambió de estado`,
        lines: [`Estado: ${notice.estado}.`, "", notice.comment],
        template:
          notice.kind === "gestion_estado"
            ? { name: "gestion_estado", params: [folio, notice.estado, link] }
            : { name: "informacion_solicitada", params: [folio, link] },
      };
  }
}

export interface Reachable {
  correo: string | null;
  movil: string | null;
  canal_preferido: MessageChannel | null;
  whatsapp_baja_at: Date | null;
  sms_baja_at: Date | null;
}

export const REACHABLE_SELECT = {
  correo: true,
  movil: true,
  canal_preferido: true,
  whatsapp_baja_at: true,
  sms_baja_at: true,
} as const;

/** Whether a citizen can be reached on `channel`: an address, or a proven number not stopped. */
function canReach(citizen: Reachable, channel: MessageChannel): boolean {
  if (channel === "email") return citizen.correo !== null;
  if (citizen.movil === null) return false;
  return (channel === "whatsapp" ? citizen.whatsapp_baja_at : citizen.sms_baja_at) === null;
}

/**
 * The channel a citizen's messages go on: their choice when it can reach them, else e-mail when
 * they have an address, else WhatsApp, else SMS; null when none can.
 */
export function channelOf(citizen: Reachable): MessageChannel | null {
  const order: (MessageChannel | null)[] = [citizen.canal_preferido, "email", "whatsapp", "sms"];
  return order.find((channel) => channel !== null && canReach(citizen, channel)) ?? null;
}

export interface PhoneOutgoing {
  channel: PhoneChannel;
  to: string;
  subject: string;
  text: string;
  citizenId?: number | null;
  gestionId?: number | null;
  template?: { name: TemplateName; params: string[] };
  /** A code: sealed in the row, written where LINK_SLOT is (text and params) at send time. */
  secret?: string;
}

/**
 * Records a WhatsApp or SMS message in the outbox, in `tx`. The first message to a number on a
 * channel says how to stop it.
 */
export async function enqueuePhoneMessage(tx: Tx, message: PhoneOutgoing): Promise<number> {
  const earlier = await tx.emailOutbox.count({
    where: { channel: message.channel, to: message.to },
  });
  const text = earlier === 0 ? `${message.text}\n\n${STOP_HINT}` : message.text;
  const row = await tx.emailOutbox.create({
    data: {
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      text,
      citizen_id: message.citizenId ?? null,
      gestion_id: message.gestionId ?? null,
      template: message.template?.name ?? null,
      template_params: message.template?.params ?? undefined,
      sealed_link: message.secret ? sealSecretFor(message.to, message.secret) : null,
    },
    select: { id: true },
  });
  return row.id;
}

/**
 * Tells a citizen about one of their gestiones on their channel, in the caller's transaction;
 * nothing when no channel reaches them. Answers the outbox row's id, or null.
 */
export async function notifyCitizen(
  tx: Tx,
  citizenId: number,
  notice: Notice,
): Promise<number | null> {
  const citizen = await tx.citizen.findUnique({
    where: { id: citizenId },
    select: REACHABLE_SELECT,
  });
  const channel = citizen ? channelOf(citizen) : null;
  if (!citizen || !channel) return null;
  const { subject, lines, template } = rendered(notice);
  const { folio, id } = notice.gestion;
  if (channel === "email") {
    return enqueueEmail(
      {
        to: citizen.correo as string,
        subject,
        text: [...lines, "", `Folio: ${folio}`, PORTAL_HINT(gestionLink(id))].join("\n"),
      },
      tx,
      { gestionId: id },
    );
  }
  return enqueuePhoneMessage(tx, {
    channel,
    to: citizen.movil as string,
    subject,
    text: [...lines, "", `Folio: ${folio}`, gestionLink(id), "", REPLY_HINT].join("\n"),
    citizenId,
    gestionId: id,
    template,
  });
}
