import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { db, isUniqueViolation } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail, SIGNATURE_SLOT } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { mayMailUnconfirmed } from "@/lib/email/unconfirmed-recipient";
import { rateLimit } from "@/lib/security/rate-limit";
import { CONTACT_MESSAGES } from "@/lib/contact/messages";
import type { ContactMessage, ContactResult } from "@/lib/contact/schema";
import { takeContactReference } from "@/lib/contact/reference";
import { senderName } from "@/lib/contact/sender-name";
import { IDEMPOTENCY_KEY_REUSED } from "@/lib/gestiones/idempotency";

/** At most this many messages from one address within the window. */
const THROTTLE = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

function officeEmail(referencia: string, message: ContactMessage) {
  const name = senderName(message);
  const lines = [
    `Mensaje de contacto ${referencia} recibido desde el sitio web.`,
    "",
    `Nombre: ${name}`,
    `Correo: ${message.email}`,
    message.telefono && `Teléfono: ${message.telefono}`,
    message.dpi && `DPI: ${message.dpi}`,
    message.municipio && `Municipio: ${message.municipio}`,
    `Tema: ${message.tema}`,
    `Canal de respuesta: correo electrónico`,
    "",
    message.mensaje,
    "",
    "Responde desde la administración: Sistema › Contacto.",
  ].filter((line) => line !== null);
  return {
    subject: `Nuevo mensaje de contacto (${message.tema}): ${name}`,
    text: lines.join("\n"),
  };
}

/**
 * The sender's acknowledgement, with the reference to quote. The address was typed by whoever
 * sent the form and may be anyone's: the text is the office's own, quoting nothing typed (no name,
 * no message), and it goes within the address's limit of such messages.
 */
function acknowledgement(referencia: string, to: string) {
  const site = env().SITE_URL;
  return {
    to,
    subject: `Recibimos tu mensaje (${referencia})`,
    text: [
      "Hola:",
      "",
      `La oficina recibió un mensaje enviado desde la página de contacto con este correo electrónico. Tu referencia es ${referencia}; menciónala si escribes de nuevo.`,
      "Responderemos a este correo electrónico.",
      "",
      `Si lo que necesitas es una gestión con folio, seguimiento y fecha de respuesta, créala en ${site}/portal/sugerencias/nueva.`,
      "",
      "Si no escribiste a la oficina, ignora este mensaje.",
      "",
      SIGNATURE_SLOT,
    ].join("\n"),
  };
}

/**
 * The reference of the message an Idempotency-Key already stored, or null. The key is a random
 * value only its sender holds; sent with another message it is refused, as for gestiones.
 */
async function earlierSend(key: string, mensaje: string, email: string): Promise<string | null> {
  const row = await db().contactMessage.findUnique({
    where: { idempotency_key: key },
    select: { referencia: true, mensaje: true, email: true },
  });
  if (!row) return null;
  if (row.mensaje !== mensaje || row.email !== email) {
    throw new AppError("VALIDATION", IDEMPOTENCY_KEY_REUSED);
  }
  return row.referencia;
}

/**
 * A message from the public contact form: stored with its reference, e-mailed to the office and
 * acknowledged to the sender (outbox, same transaction: a failed send leaves the message stored
 * and the e-mails queued for retry; past the address's limit the message is stored unacknowledged)
 * and audited. The honeypot answers 'Gracias.' and stores nothing; one address may
 * send 5 messages in 10 minutes. With an Idempotency-Key, a form sent again (the phone's queued
 * send once the signal is back) answers the first message's reference and counts once.
 */
export async function sendContactMessage(
  message: ContactMessage,
  { ip, idempotencyKey }: { ip: string | null; idempotencyKey?: string },
): Promise<ContactResult> {
  const { website, ...fields } = message;
  if (website) return { ok: true, message: CONTACT_MESSAGES.honeypot };
  const replay = async () => {
    const referencia = idempotencyKey
      ? await earlierSend(idempotencyKey, message.mensaje, message.email)
      : null;
    return referencia && { ok: true as const, message: CONTACT_MESSAGES.success, referencia };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const settings = await db().siteSettings.findUnique({
    where: { id: 1 },
    select: { mostrar_contacto: true, email_oficial: true },
  });
  if (settings && !settings.mostrar_contacto)
    throw new AppError("NOT_FOUND", CONTACT_MESSAGES.configFailed);
  await rateLimit("contact", ip ?? "desconocida", {
    ...THROTTLE,
    message: CONTACT_MESSAGES.tooMany,
  });

  const store = db().$transaction(async (tx) => {
    const referencia = await takeContactReference(tx, new Date().getUTCFullYear());
    const row = await tx.contactMessage.create({
      data: { ...fields, ip, referencia, idempotency_key: idempotencyKey ?? null },
      select: { id: true },
    });
    if (settings?.email_oficial) {
      await enqueueEmail({ to: settings.email_oficial, ...officeEmail(referencia, message) }, tx);
    }
    if (await mayMailUnconfirmed(message.email, tx)) {
      await enqueueEmail(acknowledgement(referencia, message.email), tx);
    }
    await writeAudit(
      {
        actor: null,
        action: "contact.message",
        entity: "contact_message",
        entityId: row.id,
        details: { tema: message.tema, referencia },
        ip,
      },
      tx,
    );
    return referencia;
  });
  let referencia: string;
  try {
    referencia = await store;
  } catch (error) {
    // The same form sent twice at once: the first stored it; answer its reference.
    const first = isUniqueViolation(error) ? await replay() : null;
    if (!first) throw error;
    return first;
  }
  deliverPendingEmails().catch(() => {});
  return { ok: true, message: CONTACT_MESSAGES.success, referencia };
}
