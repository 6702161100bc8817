// The e-mails of this worker's server: EMAIL_TRANSPORT=file writes each message it sends into the
// instance's mailbox folder (lib/email/senders.ts). The outbox keeps links sealed, so a test reads a
// link here, the way a person would read it in their inbox.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { own } from "./servers";

interface Message {
  to: string;
  subject: string;
  text: string;
}

async function messagesTo(to: string): Promise<Message[]> {
  const dir = own().mailDir;
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".json"));
  const messages = await Promise.all(
    names.sort().map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8"))),
  );
  return (messages as Message[]).filter((message) => message.to === to);
}

/** The first match of `link` in the latest message to `to` titled `subject`, once it has been sent. */
export async function lastLink(to: string, subject: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const latest = (await messagesTo(to)).filter((message) => message.subject === subject).at(-1);
      found = latest?.text.match(link)?.[0];
      return found;
    })
    .toBeTruthy();
  return found!;
}
