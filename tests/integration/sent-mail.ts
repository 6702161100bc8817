// What the tests' e-mail sender (the server log: NODE_ENV=test, no provider) sends, as it leaves:
// the outbox keeps links sealed, so a test reads a link in the sent message, as a person would in
// their inbox.
import { vi } from "vitest";
import { db } from "@/lib/db";
import { deliverPendingEmails } from "@/lib/email/outbox";
import { logSender, type OutgoingEmail } from "@/lib/email/senders";

const sending = vi.spyOn(logSender, "send");

/** Every message sent so far to `to`, oldest first. */
export function sentTo(to: string): OutgoingEmail[] {
  return sending.mock.calls.map(([message]) => message).filter((message) => message.to === to);
}

/**
 * The match of `pattern` in the latest message sent to `to`, once the outbox has sent every message
 * to `to` (a service starts sending after its transaction; this sends what is still due and waits).
 */
export async function sentMatch(to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  await deliverPendingEmails();
  await vi.waitFor(async () => {
    const unsent = await db().emailOutbox.count({ where: { to, status: "pending" } });
    if (unsent) throw new Error(`${unsent} mensajes a ${to} sin enviar`);
  });
  const match = sentTo(to)
    .map((message) => message.text.match(pattern))
    .filter((found) => found !== null)
    .at(-1);
  if (!match) throw new Error(`Ningún mensaje a ${to} con ${pattern}`);
  return match;
}
