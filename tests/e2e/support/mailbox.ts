// The e-mails and phone messages of this worker's server: EMAIL_TRANSPORT=file writes each e-mail
// it sends into the instance's mailbox folder (lib/email/senders.ts), and with no WhatsApp or SMS
// provider each message goes to a JSON file under its messages folder (lib/channels/senders.ts).
// The outbox keeps links and codes sealed, so a test reads them here, the way a person would read
// them in their inbox or on their phone.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { own } from "./servers";

interface Message {
  to: string;
  subject: string;
  text: string;
}

async function messagesIn<T extends { to: string }>(dir: string, to: string): Promise<T[]> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".json"));
  const messages = await Promise.all(
    names.sort().map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8"))),
  );
  return (messages as T[]).filter((message) => message.to === to);
}

/**
 * The path and query of the first match of `link` in the latest message to `to` titled `subject`,
 * once it has been sent: every instance believes it is served at SITE_URL (instance 0), so the link
 * is opened on this worker's own instance, which holds its token.
 */
export async function lastLink(to: string, subject: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const latest = (await messagesIn<Message>(own().mailDir, to))
        .filter((message) => message.subject === subject)
        .at(-1);
      found = latest?.text.match(link)?.[0];
      return found;
    })
    .toBeTruthy();
  const url = new URL(found!, own().url);
  return url.pathname + url.search;
}

/**
 * The six-digit code of the latest WhatsApp or SMS message to `to` (E.164) that carries one, sent
 * at `since` or later.
 */
export async function lastPhoneCode(
  channel: "whatsapp" | "sms",
  to: string,
  since = new Date(0),
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const sent = await messagesIn<{ to: string; text: string; created_at: string }>(
        path.join(own().messagesDir, channel),
        to,
      );
      found = sent
        .findLast((message) => /código/.test(message.text) && new Date(message.created_at) >= since)
        ?.text.match(/\b\d{6}\b/)?.[0];
      return found;
    })
    .toBeTruthy();
  return found!;
}
