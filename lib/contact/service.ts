import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { db } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail, SIGNATURE_SLOT } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { rateLimit } from "@/lib/ratelimit";
import { CONTACT_MESSAGES } from "@/lib/contact/messages";
import type { ContactMessage, ContactResult } from "@/lib/contact/schema";
import { takeContactReference } from "@/lib/contact/reference";
import { senderName } from "@/lib/contact/sender-name";

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

/** The sender's copy: what they wrote and the reference to quote, so nothing sent is lost. */
function acknowledgement(referencia: string, message: ContactMessage) {
  const site = env().SITE_URL.replace(/\/+$/, "");
  return {
    to: message.email,
    subject: `Recibimos tu mensaje (${referencia})`,
    text: [
      `Hola, ${message.primer_nombre}:`,
      "",
      `Recibimos tu mensaje. Tu referencia es ${referencia}; menciónala si nos escribes de nuevo.`,
      "Te responderemos a este correo electrónico.",
      "",
      "Tu mensaje:",
      ...message.mensaje.split("\n").map((line) => `> ${line}`),
      "",
      `Si lo que necesitas es una gestión con folio, seguimiento y fecha de respuesta, créala en ${site}/portal/sugerencias/nueva.`,
      "",
      SIGNATURE_SLOT,
    ].join("\n"),
  };
}

/**
 * A message from the public contact form: stored with its reference, e-mailed to the office and
 * acknowledged to the sender (outbox, same transaction: a failed send leaves the message stored
 * and the e-mails queued for retry) and audited. The honeypot answers 'Gracias.' and stores nothing; one address may
 * send 5 messages in 10 minutes.
 */
export async function sendContactMessage(
  message: ContactMessage,
  { ip }: { ip: string | null },
): Promise<ContactResult> {
  const { website, ...fields } = message;
  if (website) return { ok: true, message: CONTACT_MESSAGES.honeypot };
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

  const referencia = await db().$transaction(async (tx) => {
    const referencia = await takeContactReference(tx, new Date().getUTCFullYear());
    const row = await tx.contactMessage.create({
      data: { ...fields, ip, referencia },
      select: { id: true },
    });
    if (settings?.email_oficial) {
      await enqueueEmail({ to: settings.email_oficial, ...officeEmail(referencia, message) }, tx);
    }
    await enqueueEmail(acknowledgement(referencia, message), tx);
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
  deliverPendingEmails().catch(() => {});
  return { ok: true, message: CONTACT_MESSAGES.success, referencia };
}
