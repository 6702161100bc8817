import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { UndeliverableError } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import type { PhoneChannel } from "@/lib/channels/phone";
import { TEMPLATE_LANGUAGE, templateText, type TemplateName } from "@/lib/channels/templates";

// How a WhatsApp or SMS message leaves: the WhatsApp Business Cloud API, Twilio's Messages API, or,
// with neither configured (local, tests, a demo), a JSON file per message under MESSAGES_DIR, as
// e-mails are written under EMAIL_DIR.

interface PhoneMessage {
  channel: PhoneChannel;
  /** E.164. */
  to: string;
  text: string;
  /** Sent instead of `text` (WhatsApp outside the 24-hour window). */
  template?: { name: TemplateName; params: string[] };
  gestionFolio?: string | null;
}

/** Delivers one message; throws UndeliverableError when the provider refuses it for good. */
export interface PhoneSender {
  readonly name: string;
  send(message: PhoneMessage): Promise<{ providerId: string }>;
}

/** Each message as `{ to, channel, template?, text, gestion_folio?, created_at }` in `dir`. */
function fileSender(dir: string): PhoneSender {
  return {
    name: "file",
    async send(message) {
      const providerId = `file-${Date.now()}-${randomUUID()}`;
      const file = path.join(dir, `${providerId}.json`);
      const record = {
        to: message.to,
        channel: message.channel,
        ...(message.template ? { template: message.template.name } : {}),
        text: message.template
          ? templateText(message.template.name, message.template.params)
          : message.text,
        ...(message.gestionFolio ? { gestion_folio: message.gestionFolio } : {}),
        created_at: new Date().toISOString(),
      };
      await mkdir(dir, { recursive: true });
      // Written aside, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, JSON.stringify(record));
      await rename(`${file}.tmp`, file);
      return { providerId };
    },
  };
}

/**
 * A refusal as the office reads it; a request the provider refused as such (4xx but 429) would be
 * refused again, so it is not retried.
 */
function refusal(status: number, reason: string): Error {
  const permanent = status >= 400 && status < 500 && status !== 429;
  return permanent ? new UndeliverableError(reason) : new Error(reason);
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** POST {WHATSAPP_API_BASE}/{WHATSAPP_PHONE_NUMBER_ID}/messages, bearer token. */
function whatsappCloudSender(base: string, phoneNumberId: string, token: string): PhoneSender {
  return {
    name: "whatsapp-cloud",
    async send(message) {
      const to = message.to.replace(/^\+/, "");
      const content = message.template
        ? {
            type: "template",
            template: {
              name: message.template.name,
              language: { code: TEMPLATE_LANGUAGE },
              components: [
                {
                  type: "body",
                  parameters: message.template.params.map((text) => ({ type: "text", text })),
                },
              ],
            },
          }
        : { type: "text", text: { preview_url: false, body: message.text } };
      const response = await fetch(`${base}/${phoneNumberId}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to,
          ...content,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = await jsonOf(response);
      const id = (body.messages as { id?: string }[] | undefined)?.[0]?.id;
      if (response.ok && id) return { providerId: id };
      const error = (body.error ?? {}) as {
        code?: number;
        message?: string;
        error_data?: { details?: string };
      };
      const reason = `WhatsApp ${error.code ?? response.status}: ${error.error_data?.details ?? error.message ?? "sin detalle"}`;
      throw refusal(response.status, reason);
    },
  };
}

/** POST {TWILIO_API_BASE}/2010-04-01/Accounts/{sid}/Messages.json, basic auth, form-encoded. */
function twilioSender(
  base: string,
  sid: string,
  authToken: string,
  from: string,
  statusCallback: string,
): PhoneSender {
  return {
    name: "twilio",
    async send(message) {
      const form = new URLSearchParams({
        To: message.to,
        From: from,
        Body: message.text,
        StatusCallback: statusCallback,
      });
      const response = await fetch(`${base}/2010-04-01/Accounts/${sid}/Messages.json`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${sid}:${authToken}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const body = await jsonOf(response);
      if (response.ok && typeof body.sid === "string") return { providerId: body.sid };
      const reason = `Twilio ${String(body.code ?? response.status)}: ${String(body.message ?? "sin detalle")}`;
      throw refusal(response.status, reason);
    },
  };
}

const chosen = new Map<PhoneChannel, PhoneSender>();

/** The sender of a channel, chosen once from lib/env.ts. */
export function phoneSender(channel: PhoneChannel): PhoneSender {
  const config = env();
  let sender = chosen.get(channel);
  if (sender) return sender;
  if (channel === "whatsapp") {
    const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_API_BASE } = config;
    sender =
      WHATSAPP_TOKEN && WHATSAPP_PHONE_NUMBER_ID
        ? whatsappCloudSender(
            WHATSAPP_API_BASE.replace(/\/+$/, ""),
            WHATSAPP_PHONE_NUMBER_ID,
            WHATSAPP_TOKEN,
          )
        : fileSender(path.join(config.MESSAGES_DIR, "whatsapp"));
  } else {
    const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_BASE } = config;
    sender =
      TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM
        ? twilioSender(
            TWILIO_API_BASE.replace(/\/+$/, ""),
            TWILIO_ACCOUNT_SID,
            TWILIO_AUTH_TOKEN,
            TWILIO_FROM,
            `${config.SITE_URL}/api/webhooks/twilio`,
          )
        : fileSender(path.join(config.MESSAGES_DIR, "sms"));
  }
  chosen.set(channel, sender);
  return sender;
}
