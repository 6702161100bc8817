import "server-only";
import { Resend } from "resend";
import { env } from "@/lib/env";

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

/** With no provider configured nothing leaves the machine: the message is printed to the server log. */
export const localSender: EmailSender = {
  name: "local",
  async send(message) {
    console.info(`[correo local] Para: ${message.to}\nAsunto: ${message.subject}\n${message.text}\n`);
    return { providerId: `local-${Date.now()}` };
  },
};

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

export function emailSender(): EmailSender {
  const { RESEND_API_KEY, EMAIL_FROM } = env();
  chosen ??= RESEND_API_KEY ? resendSender(RESEND_API_KEY, EMAIL_FROM) : localSender;
  return chosen;
}
