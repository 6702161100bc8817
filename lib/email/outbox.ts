import "server-only";
import { openSecret, sealSecret } from "@/lib/auth/secret-box";
import { db, type Tx } from "@/lib/db";
import { emailSender, type EmailSender, type OutgoingEmail } from "@/lib/email/senders";
import type { EmailOutbox, MessageChannel } from "@/lib/generated/prisma/client";
import { readIdentity } from "@/lib/site/identity";
import { officeName } from "@/lib/site/identity-schema";

const MAX_ATTEMPTS = 5;
/** Minutes to wait before retry n (1-based). */
const RETRY_DELAY_MINUTES = [1, 5, 15, 60];

/** Where a message's link goes in its text; the link itself is stored sealed until the message is sent. */
export const LINK_SLOT = "{{enlace}}";
/** Where a message is signed: the office's name as it is when the message leaves. */
export const SIGNATURE_SLOT = "{{firma}}";

/** A message's row as its sender gets it: with the folio of the gestión it is about. */
export type OutboxRow = EmailOutbox & { gestion: { folio: string } | null };

/** What a sender reports of a message it handed over. */
export interface Handover {
  providerId: string;
  /** The message left as its approved template (a WhatsApp message outside the 24-hour window). */
  templateUsed?: boolean;
}

/** A refusal that no retry would change (an opted-out number, an unapproved template). */
export class UndeliverableError extends Error {
  override name = "UndeliverableError";
}

/** A message to record; `link` (a reset or confirmation link) replaces LINK_SLOT in `text` at send time. */
export interface QueuedEmail extends OutgoingEmail {
  link?: string;
}

const linkContext = (to: string) => `email-link:${to}`;

/** A message's link or code as its row keeps it until it is sent. */
export const sealSecretFor = (to: string, secret: string) => sealSecret(secret, linkContext(to));

/**
 * A subject as one header line: subjects carry what people typed (a contact message's name and
 * topic), and a line break there could start headers of its own.
 */
const singleLineSubject = (subject: string) =>
  subject.replace(/[\r\n\u0085\u2028\u2029]+/g, " ").trim();

/**
 * Records a message in the outbox. Call it with the transaction of the change that causes the
 * e-mail, so that both are written or neither is; `deliverPendingEmails` sends it afterwards. A
 * message about a gestión names it, so the office sees whether it reached the citizen. A link is
 * kept sealed, never in the row's text. Every message goes through here, so this is where its
 * subject is made a single line.
 */
export async function enqueueEmail(
  message: QueuedEmail,
  tx?: Tx,
  about: { gestionId?: number } = {},
): Promise<number> {
  const row = await (tx ?? db()).emailOutbox.create({
    data: {
      to: message.to,
      subject: singleLineSubject(message.subject),
      text: message.text,
      html: message.html ?? null,
      sealed_link: message.link ? sealSecretFor(message.to, message.link) : null,
      gestion_id: about.gestionId ?? null,
    },
    select: { id: true },
  });
  return row.id;
}

/** The sealed secret of a message (a link, a code), opened to be written into its text. */
export function openedSecret(row: EmailOutbox): string | null {
  if (row.sealed_link === null) return null;
  const secret = openSecret(row.sealed_link, linkContext(row.to));
  if (secret === null)
    throw new Error("El enlace sellado no se pudo abrir (¿cambió AUTH_SECRET?).");
  return secret;
}

/** A message's text as it leaves: signed, its sealed link (or code) written in. */
export function renderedText(row: EmailOutbox, signature: string): string {
  const text = row.text.replaceAll(SIGNATURE_SLOT, signature);
  const secret = openedSecret(row);
  return secret === null ? text : text.replaceAll(LINK_SLOT, secret);
}

/**
 * Sends the e-mails that are due. A failure is recorded and retried later; after the last attempt
 * the message stays `failed`, visible to administrators.
 */
export function deliverPendingEmails({
  limit = 20,
  sender = emailSender(),
}: { limit?: number; sender?: EmailSender } = {}): Promise<{ sent: number; failed: number }> {
  return deliverOutbox(["email"], limit, (row, signature) =>
    sender.send({
      to: row.to,
      subject: row.subject,
      text: renderedText(row, signature),
      html: row.html,
    }),
  );
}

/**
 * Hands the due messages of `channels` to `send`, the one delivery loop of every channel. A
 * failure is recorded and retried with backoff (1, 5, 15, 60 minutes); after the last attempt, or
 * at once for an UndeliverableError, the message stays `failed` with the reason, visible to the
 * office. Safe to run concurrently: each message is claimed by bumping its next attempt before
 * sending.
 */
export async function deliverOutbox(
  channels: MessageChannel[],
  limit: number,
  send: (row: OutboxRow, signature: string) => Promise<Handover>,
): Promise<{ sent: number; failed: number }> {
  const due = await db().emailOutbox.findMany({
    where: { status: "pending", channel: { in: channels }, next_attempt_at: { lte: new Date() } },
    orderBy: { id: "asc" },
    take: limit,
    include: { gestion: { select: { folio: true } } },
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
      const { providerId, templateUsed = false } = await send(message, signature);
      // Once sent, no copy of the link is kept.
      await db().emailOutbox.update({
        where: { id: message.id },
        data: {
          status: "sent",
          attempts,
          sent_at: new Date(),
          provider_id: providerId,
          template_used: templateUsed,
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
          ...(error instanceof UndeliverableError ||
          attempts >= MAX_ATTEMPTS ||
          retryIn === undefined
            ? { status: "failed", sealed_link: null }
            : { next_attempt_at: new Date(Date.now() + retryIn * 60_000) }),
        },
      });
      failed++;
    }
  }
  return { sent, failed };
}
