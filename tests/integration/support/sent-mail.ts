// What the tests' e-mail sender (the server log: NODE_ENV=test, no provider) sends, as it leaves:
// the outbox keeps links sealed, so a test reads a link in the sent message, as a person would in
// their inbox.
import { vi } from "vitest";
import { db } from "@/lib/db";
import { deliverPendingEmails } from "@/lib/email/outbox";
import { logSender, type OutgoingEmail } from "@/lib/email/senders";

/**
 * How long a wait for the outbox may take: its sending runs after the service's transaction, and on a
 * host busy with other work that can take seconds (vi.waitFor's own default is one second).
 */
export const LOADED_HOST_WAIT = { timeout: 15_000, interval: 50 };

// Recorded by wrapping the sender rather than with a spy: a file's vi.restoreAllMocks() would undo a
// spy for every file that runs after it in the same worker.
const sent: OutgoingEmail[] = [];
const send = logSender.send.bind(logSender);
logSender.send = async (message) => {
  sent.push(message);
  return send(message);
};

/** Every message sent so far to `to`, oldest first. */
export function sentTo(to: string): OutgoingEmail[] {
  return sent.filter((message) => message.to === to);
}

/**
 * Every message to `to`, oldest first, once the outbox has sent all that was due to it. Each try
 * sends the next batch due: the files a worker ran before may have left more than one batch queued
 * ahead of this message, and a message another delivery had claimed is sent by then.
 */
export async function deliveredTo(to: string): Promise<OutgoingEmail[]> {
  await vi.waitFor(async () => {
    await deliverPendingEmails();
    const unsent = await db().emailOutbox.findMany({
      where: { to, status: "pending" },
      select: { attempts: true, last_error: true, next_attempt_at: true },
    });
    if (unsent.length)
      throw new Error(`${unsent.length} mensajes a ${to} sin enviar: ${JSON.stringify(unsent)}`);
  }, LOADED_HOST_WAIT);
  return sentTo(to);
}

/** The match of `pattern` in the latest message delivered to `to`. */
export async function sentMatch(to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  const match = (await deliveredTo(to))
    .map((message) => message.text.match(pattern))
    .filter((found) => found !== null)
    .at(-1);
  if (!match) throw new Error(`Ningún mensaje a ${to} con ${pattern}`);
  return match;
}
