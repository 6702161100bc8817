import "server-only";
import { db, type Tx } from "@/lib/db";
import { emailSender, type EmailSender, type OutgoingEmail } from "@/lib/email/senders";

const MAX_ATTEMPTS = 5;
/** Minutes to wait before retry n (1-based). */
const RETRY_DELAY_MINUTES = [1, 5, 15, 60];

/**
 * Records a message in the outbox. Call it with the transaction of the change that causes the
 * e-mail, so that both are written or neither is; `deliverPendingEmails` sends it afterwards. A
 * message about a gestión names it, so the office sees whether it reached the citizen.
 */
export async function enqueueEmail(
  message: OutgoingEmail,
  tx?: Tx,
  about: { gestionId?: number } = {},
): Promise<number> {
  const row = await (tx ?? db()).emailOutbox.create({
    data: {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      gestion_id: about.gestionId ?? null,
    },
    select: { id: true },
  });
  return row.id;
}

/**
 * Sends the messages that are due. A failure is recorded and retried later; after the last attempt
 * the message stays `failed`, visible to administrators. Safe to run concurrently: each message is
 * claimed by bumping its next attempt before sending.
 */
export async function deliverPendingEmails(
  { limit = 20, sender = emailSender() }: { limit?: number; sender?: EmailSender } = {},
): Promise<{ sent: number; failed: number }> {
  const due = await db().emailOutbox.findMany({
    where: { status: "pending", next_attempt_at: { lte: new Date() } },
    orderBy: { id: "asc" },
    take: limit,
  });
  let sent = 0;
  let failed = 0;
  for (const message of due) {
    const claimed = await db().emailOutbox.updateMany({
      where: { id: message.id, status: "pending", next_attempt_at: message.next_attempt_at },
      data: { next_attempt_at: new Date(Date.now() + 10 * 60_000) },
    });
    if (claimed.count === 0) continue;
    const attempts = message.attempts + 1;
    try {
      const { providerId } = await sender.send(message);
      await db().emailOutbox.update({
        where: { id: message.id },
        data: { status: "sent", attempts, sent_at: new Date(), provider_id: providerId, last_error: null },
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
            ? { status: "failed" }
            : { next_attempt_at: new Date(Date.now() + retryIn * 60_000) }),
        },
      });
      failed++;
    }
  }
  return { sent, failed };
}
