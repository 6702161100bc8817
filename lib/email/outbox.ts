import "server-only";
import { openSecret, sealSecret } from "@/lib/auth/secret-box";
import { db, type Tx } from "@/lib/db";
import { emailSender, type EmailSender, type OutgoingEmail } from "@/lib/email/senders";
import type { EmailOutbox } from "@/lib/generated/prisma/client";
import { readIdentity } from "@/lib/site/identity";
import { officeName } from "@/lib/site/identity-schema";

const MAX_ATTEMPTS = 5;
/** Minutes to wait before retry n (1-based). */
const RETRY_DELAY_MINUTES = [1, 5, 15, 60];

/** Where a message's link goes in its text; the link itself is stored sealed until the message is sent. */
export const LINK_SLOT = "{{enlace}}";
/** Where a message is signed: the office's name as it is when the message leaves. */
export const SIGNATURE_SLOT = "{{firma}}";

/** A message to record; `link` (a reset or confirmation link) replaces LINK_SLOT in `text` at send time. */
export interface QueuedEmail extends OutgoingEmail {
  link?: string;
}

const linkContext = (to: string) => `email-link:${to}`;

/**
 * Records a message in the outbox. Call it with the transaction of the change that causes the
 * e-mail, so that both are written or neither is; `deliverPendingEmails` sends it afterwards. A
 * message about a gestión names it, so the office sees whether it reached the citizen. A link is
 * kept sealed, never in the row's text.
 */
export async function enqueueEmail(
  message: QueuedEmail,
  tx?: Tx,
  about: { gestionId?: number } = {},
): Promise<number> {
  const row = await (tx ?? db()).emailOutbox.create({
    data: {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      sealed_link: message.link ? sealSecret(message.link, linkContext(message.to)) : null,
      gestion_id: about.gestionId ?? null,
    },
    select: { id: true },
  });
  return row.id;
}

/** The message as it leaves: signed, its sealed link opened and written into the text. */
function rendered(row: EmailOutbox, signature: string): OutgoingEmail {
  const text = row.text.replaceAll(SIGNATURE_SLOT, signature);
  const message = { to: row.to, subject: row.subject, text, html: row.html };
  if (row.sealed_link === null) return message;
  const link = openSecret(row.sealed_link, linkContext(row.to));
  if (link === null) throw new Error("El enlace sellado no se pudo abrir (¿cambió AUTH_SECRET?).");
  return { ...message, text: text.replaceAll(LINK_SLOT, link) };
}

/**
 * Sends the messages that are due. A failure is recorded and retried later; after the last attempt
 * the message stays `failed`, visible to administrators. Safe to run concurrently: each message is
 * claimed by bumping its next attempt before sending.
 */
export async function deliverPendingEmails({
  limit = 20,
  sender = emailSender(),
}: { limit?: number; sender?: EmailSender } = {}): Promise<{ sent: number; failed: number }> {
  const due = await db().emailOutbox.findMany({
    where: { status: "pending", next_attempt_at: { lte: new Date() } },
    orderBy: { id: "asc" },
    take: limit,
  });
  let sent = 0;
  let failed = 0;
  const signature = due.length ? officeName(await readIdentity()) : "";
  for (const message of due) {
    const claimed = await db().emailOutbox.updateMany({
      where: { id: message.id, status: "pending", next_attempt_at: message.next_attempt_at },
      data: { next_attempt_at: new Date(Date.now() + 10 * 60_000) },
    });
    if (claimed.count === 0) continue;
    const attempts = message.attempts + 1;
    try {
      const { providerId } = await sender.send(rendered(message, signature));
      // Once sent, no copy of the link is kept.
      await db().emailOutbox.update({
        where: { id: message.id },
        data: {
          status: "sent",
          attempts,
          sent_at: new Date(),
          provider_id: providerId,
          last_error: null,
          sealed_link: null,
        },
      });
      sent++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const retryIn = RETRY_DELAY_MINUTES[attempts - 1];
      await db().emailOutbox.update({
        where: { id: message.id },
        data: {
          attempts,
          last_error: lastError.slice(0, 1000),
          ...(attempts >= MAX_ATTEMPTS || retryIn === undefined
            ? { status: "failed", sealed_link: null }
            : { next_attempt_at: new Date(Date.now() + retryIn * 60_000) }),
        },
      });
      failed++;
    }
  }
  return { sent, failed };
}
