import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import type { PhoneChannel } from "@/lib/channels/phone";
import { toE164 } from "@/lib/channels/phone";

// The providers' webhooks as protocol: who signed them, and what they say (incoming messages and
// the delivery states of ours). What the platform does with them is lib/gestiones/inbound-messages.ts
// and lib/channels/delivery-status.ts.

interface MediaRef {
  id: string;
  mime: string;
  filename: string | null;
}

export type InboundEvent =
  | {
      type: "message";
      channel: PhoneChannel;
      /** E.164. */
      from: string;
      providerId: string;
      text: string;
      media: MediaRef[];
    }
  | {
      type: "status";
      channel: PhoneChannel;
      providerId: string;
      status: "sent" | "delivered" | "read" | "failed";
      reason: string | null;
    };

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a webhook may be read: signed with the secret when it is set; unsigned only where no
 * secret is configured outside production (a demo, a local server). In production a webhook
 * without its secret reads nothing, so nobody can post replies in a citizen's name.
 */
function signedWith(secret: string | undefined, check: (secret: string) => boolean): boolean {
  if (secret) return check(secret);
  return env().NODE_ENV !== "production";
}

/** X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the raw body with the app secret. */
export function whatsappSignatureValid(raw: Uint8Array, header: string | null): boolean {
  return signedWith(env().WHATSAPP_APP_SECRET, (secret) => {
    if (!header?.startsWith("sha256=")) return false;
    const digest = createHmac("sha256", secret).update(raw).digest("hex");
    return sameText(`sha256=${digest}`, header);
  });
}

/** The verification handshake: the challenge, when the token is the configured one. */
export function whatsappChallenge(query: URLSearchParams): string | null {
  const token = env().WHATSAPP_VERIFY_TOKEN;
  const given = query.get("hub.verify_token") ?? "";
  if (!token || query.get("hub.mode") !== "subscribe" || !sameText(token, given)) return null;
  return query.get("hub.challenge");
}

/** X-Twilio-Signature: base64 HMAC-SHA1 of the URL and the sorted parameters with the auth token. */
export function twilioSignatureValid(
  url: string,
  params: URLSearchParams,
  header: string | null,
): boolean {
  return signedWith(env().TWILIO_AUTH_TOKEN, (secret) => {
    if (!header) return false;
    const keys = [...new Set(params.keys())].sort();
    const data = keys.reduce((text, key) => text + key + params.getAll(key).join(""), url);
    return sameText(createHmac("sha1", secret).update(data).digest("base64"), header);
  });
}

type Json = Record<string, unknown>;
const objects = (value: unknown): Json[] =>
  Array.isArray(value)
    ? value.filter((item): item is Json => !!item && typeof item === "object")
    : [];
const text = (value: unknown) => (typeof value === "string" ? value : "");

function whatsappMessage(message: Json): InboundEvent | null {
  const from = toE164(`+${text(message.from)}`);
  const providerId = text(message.id);
  if (!from || !providerId) return null;
  const type = text(message.type);
  const content = (message[type] ?? {}) as Json;
  const body = type === "text" ? text(content.body) : text(content.caption);
  const media =
    (type === "image" || type === "document") && text(content.id)
      ? [
          {
            id: text(content.id),
            mime: text(content.mime_type),
            filename: text(content.filename) || null,
          },
        ]
      : [];
  return { type: "message", channel: "whatsapp", from, providerId, text: body.trim(), media };
}

function whatsappStatus(status: Json): InboundEvent | null {
  const value = text(status.status);
  if (value !== "sent" && value !== "delivered" && value !== "read" && value !== "failed") {
    return null;
  }
  const error = objects(status.errors)[0];
  const details = error && ((error.error_data ?? {}) as Json);
  const reason = error
    ? `WhatsApp ${String(error.code ?? "")}: ${text(details?.details) || text(error.message) || text(error.title)}`
    : null;
  return {
    type: "status",
    channel: "whatsapp",
    providerId: text(status.id),
    status: value,
    reason,
  };
}

/** The messages and statuses of a WhatsApp Business Cloud API webhook body. */
export function whatsappEvents(body: unknown): InboundEvent[] {
  const changes = objects((body as Json | null)?.entry).flatMap((entry) => objects(entry.changes));
  return changes.flatMap((change) => {
    const value = (change.value ?? {}) as Json;
    return [
      ...objects(value.messages).map(whatsappMessage),
      ...objects(value.statuses).map(whatsappStatus),
    ].filter((event): event is InboundEvent => event !== null);
  });
}

const TWILIO_STATES: Record<string, "sent" | "delivered" | "read" | "failed"> = {
  sent: "sent",
  delivered: "delivered",
  read: "read",
  undelivered: "failed",
  failed: "failed",
};

/** An incoming SMS or a status callback of Twilio's Messages API (form parameters). */
export function twilioEvents(params: URLSearchParams): InboundEvent[] {
  const providerId = params.get("MessageSid") ?? params.get("SmsSid") ?? "";
  if (!providerId) return [];
  const state = params.get("MessageStatus") ?? params.get("SmsStatus") ?? "";
  const from = toE164(params.get("From") ?? "");
  if (params.has("Body") && from) {
    return [
      {
        type: "message",
        channel: "sms",
        from,
        providerId,
        text: (params.get("Body") ?? "").trim(),
        media: [],
      },
    ];
  }
  const status = TWILIO_STATES[state];
  if (!status) return [];
  const code = params.get("ErrorCode");
  const reason =
    status === "failed" ? `Twilio ${code ?? state}: ${params.get("ErrorMessage") ?? state}` : null;
  return [{ type: "status", channel: "sms", providerId, status, reason }];
}
