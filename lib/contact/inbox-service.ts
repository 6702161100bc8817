import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail, SIGNATURE_SLOT } from "@/lib/email/outbox";
import type { OutgoingEmail } from "@/lib/email/senders";
import { env } from "@/lib/env";
import { AppError, found } from "@/lib/errors/app-error";
import { formatDate } from "@/lib/format/display";
import { getContactMessage, type ContactDetail } from "@/lib/contact/admin-queries";
import {
  INBOX_MESSAGES,
  contactReplyInput,
  type ContactReplyInput,
} from "@/lib/contact/inbox-schema";
import { parseInput } from "@/lib/validation/parse";

// The office's writes on the contact inbox (docs/decisions/0008-product-gaps.md): opening a new message marks it read,
// and a reply is e-mailed to the sender. Each checks `contact.manage`, writes its audit entry in
// the same transaction, and the reply's e-mail goes through the outbox in that transaction too.

const PERMISSION = "contact.manage";

/**
 * Opening a message: a `nuevo` one becomes `leido` (audited once; a read or answered message is
 * left as it is). Answers the message and whether this call marked it.
 */
export async function openContactMessage(
  actor: Actor | null,
  id: number,
  ip: string | null = null,
): Promise<{ ok: true; item: ContactDetail; marcado_leido: boolean }> {
  const admin = requirePermission(actor, PERMISSION);
  const marked = await db().$transaction(async (tx) => {
    const changed = await tx.contactMessage.updateMany({
      where: { id, estado: "nuevo" },
      data: { estado: "leido" },
    });
    if (changed.count === 0) return false;
    await writeAudit(
      { actor: admin, action: "contact.read", entity: "contact_message", entityId: id, ip },
      tx,
    );
    return true;
  });
  return { ok: true, item: await getContactMessage(admin, id), marcado_leido: marked };
}

/**
 * The office's reply: its own text only. The message's address and text were typed by whoever sent
 * the form, so the reply names the message by its reference and date and quotes nothing of it.
 */
function replyEmail(
  message: { email: string; referencia: string | null; created_at: Date },
  respuesta: string,
): OutgoingEmail {
  const about = message.referencia ? ` ${message.referencia}` : "";
  return {
    to: message.email,
    subject: "Respuesta a tu mensaje de contacto",
    text: [
      "Hola:",
      "",
      `Esta es la respuesta de la oficina a tu mensaje${about} del ${formatDate(message.created_at)}:`,
      "",
      respuesta,
      "",
      SIGNATURE_SLOT,
      `Si necesitas algo más, escríbenos desde ${env().SITE_URL}/contacto.`,
    ].join("\n"),
  };
}

/**
 * POST /api/admin/contacto/{id}/respuesta: the reply is e-mailed to the sender (outbox) in the
 * same transaction that marks the message `respondido` with its text and time. A message is
 * answered once: a second reply is a 409.
 */
export async function replyToContactMessage(
  actor: Actor | null,
  id: number,
  input: ContactReplyInput,
  ip: string | null = null,
): Promise<{ ok: true; message: string; item: ContactDetail }> {
  const admin = requirePermission(actor, PERMISSION);
  const { respuesta } = parseInput(contactReplyInput, input);
  const message = found(
    await db().contactMessage.findUnique({
      where: { id },
      select: { email: true, referencia: true, created_at: true, estado: true },
    }),
    INBOX_MESSAGES.notFound,
  );
  if (message.estado === "respondido")
    throw new AppError("CONFLICT", INBOX_MESSAGES.alreadyAnswered);
  await db().$transaction(async (tx) => {
    // Only an unanswered message moves: of two replies at once, the second finds nothing to change.
    const changed = await tx.contactMessage.updateMany({
      where: { id, estado: { not: "respondido" } },
      data: { estado: "respondido", respuesta, respondido_at: new Date() },
    });
    if (changed.count === 0) throw new AppError("CONFLICT", INBOX_MESSAGES.alreadyAnswered);
    const emailId = await enqueueEmail(replyEmail(message, respuesta), tx);
    await writeAudit(
      {
        actor: admin,
        action: "contact.reply",
        entity: "contact_message",
        entityId: id,
        details: { email_id: emailId },
        ip,
      },
      tx,
    );
  });
  deliverPendingEmails().catch(() => undefined);
  return { ok: true, message: INBOX_MESSAGES.replySent, item: await getContactMessage(admin, id) };
}
