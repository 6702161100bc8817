// Types for fake-messaging.mjs (tsconfig has allowJs off).

export const OPTED_OUT: string;

export function whatsappWebhook(
  secrets: { appSecret: string; phoneNumberId: string },
  value: Record<string, unknown>,
): { body: string; signature: string };

export interface FakeSent {
  channel: "whatsapp" | "sms";
  id: string;
  to: string;
  type?: string;
  text?: string;
  template?: {
    name: string;
    language: { code: string };
    components: { parameters: { text: string }[] }[];
  };
  statusCallback?: string;
}

export interface FakeMessaging {
  url: string;
  sent: FakeSent[];
  openWindow(to: string, at?: number): void;
  addMedia(id: string, bytes: Uint8Array, mime: string): void;
  webhook(value: Record<string, unknown>): { body: string; signature: string };
  twilioSignature(url: string, params: URLSearchParams): string;
  close(): Promise<void>;
}

export function startFakeMessaging(options: {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  accountSid: string;
  authToken: string;
  approved: string[];
}): Promise<FakeMessaging>;
