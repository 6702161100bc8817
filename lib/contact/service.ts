import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { db } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/errors";
import { rateLimit } from "@/lib/ratelimit";
import { CONTACT_MESSAGES } from "@/lib/contact/messages";
import type { ContactMessage, ContactResult } from "@/lib/contact/schema";
import { senderName } from "@/lib/contact/sender-name";

/** At most this many messages from one address within the window. */
const THROTTLE = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

function officeEmail(id: number, message: ContactMessage) {
  const name = senderName(message);
  const lines = [
    `Mensaje de contacto n.º ${id} recibido desde el sitio web.`,
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
    "Responda desde la administración: Sistema › Contacto.",
  ].filter((line) => line !== null);
  return { subject: `Nuevo mensaje de contacto (${message.tema}): ${name}`, text: lines.join("\n") };
}

/**
 * A message from the public contact form: stored, e-mailed to the office (outbox, same
 * transaction) and audited. The honeypot answers 'Gracias.' and stores nothing; one address may
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
  if (settings && !settings.mostrar_contacto) throw new AppError("NOT_FOUND", CONTACT_MESSAGES.configFailed);
  await rateLimit("contact", ip ?? "desconocida", { ...THROTTLE, message: CONTACT_MESSAGES.tooMany });

  await db().$transaction(async (tx) => {
    const row = await tx.contactMessage.create({ data: { ...fields, ip }, select: { id: true } });
    if (settings?.email_oficial) {
      await enqueueEmail({ to: settings.email_oficial, ...officeEmail(row.id, message) }, tx);
    }
    await writeAudit(
      { actor: null, action: "contact.message", entity: "contact_message", entityId: row.id, details: { tema: message.tema }, ip },
      tx,
    );
  });
  deliverPendingEmails().catch(() => {});
  return { ok: true, message: CONTACT_MESSAGES.success };
}
