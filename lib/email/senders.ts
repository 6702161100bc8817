import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resend } from "resend";
import { emailTransport, env } from "@/lib/env";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Delivers one message; throws when the provider refuses it. */
export interface EmailSender {
  readonly name: string;
  send(message: OutgoingEmail): Promise<{ providerId: string }>;
}

/**
 * Development without a provider: the message, links included, is printed to the server log (the
 * only way to follow a reset link on the dev server). lib/env.ts refuses it in production.
 */
export const logSender: EmailSender = {
  name: "log",
  async send(message) {
    console.info(
      `[correo local] Para: ${message.to}\nAsunto: ${message.subject}\n${message.text}\n`,
    );
    return { providerId: `local-${Date.now()}` };
  },
};

/**
 * Test and CI servers: each message is written as a JSON file into `dir`, a mailbox the end-to-end
 * tests read; nothing leaves the machine and nothing reaches the log.
 */
export function fileSender(dir: string): EmailSender {
  return {
    name: "file",
    async send(message) {
      const providerId = `file-${Date.now()}-${randomUUID()}`;
      const file = path.join(dir, `${providerId}.json`);
      await mkdir(dir, { recursive: true });
      // Written aside, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, JSON.stringify(message));
      await rename(`${file}.tmp`, file);
      return { providerId };
    },
  };
}

function resendSender(apiKey: string, from: string): EmailSender {
  const client = new Resend(apiKey);
  return {
    name: "resend",
    async send(message) {
      // Resend reports failures in `error` instead of throwing.
      const { data, error } = await client.emails.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      if (error || !data) throw new Error(error?.message ?? "Resend no devolvió un identificador.");
      return { providerId: data.id };
    },
  };
}

let chosen: EmailSender | undefined;

/** The sender of lib/env.ts's transport (validated there: Resend in production, or `file` on purpose). */
export function emailSender(): EmailSender {
  const config = env();
  const transport = emailTransport(config);
  const { RESEND_API_KEY, EMAIL_FROM, EMAIL_DIR } = config;
  chosen ??=
    transport === "resend" && RESEND_API_KEY
      ? resendSender(RESEND_API_KEY, EMAIL_FROM)
      : transport === "file"
        ? fileSender(EMAIL_DIR)
        : logSender;
  return chosen;
}
