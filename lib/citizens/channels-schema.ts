// How the office reaches a citizen, as the profile shows and changes it: the channel chosen
// among the confirmed ones, and WhatsApp or SMS stopped or restarted. Client-safe.
import { z } from "zod";

const NOTICE_CHANNELS = ["whatsapp", "sms", "email"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = {
  whatsapp: "WhatsApp",
  sms: "SMS (mensaje de texto)",
  email: "Correo electrónico",
};

export const CHANNEL_MESSAGES = {
  choose: "Elige cómo quieres que te escriba la oficina.",
  unconfirmed: "Ese medio no está confirmado en tu cuenta.",
  stopped: "No puedes elegir un medio que detuviste. Vuelve a activarlo o elige otro.",
  saved: "Guardamos cómo quieres que te escriba la oficina.",
  failed: "No se pudieron guardar tus preferencias.",
} as const;

/** PUT /api/auth-user/me/canales and the profile's form. */
export const channelPreferencesSchema = z.object({
  canal_preferido: z.enum(NOTICE_CHANNELS, { error: CHANNEL_MESSAGES.choose }),
  /** Whether messages may come by WhatsApp / by SMS (false: the channel is stopped). */
  whatsapp: z.boolean({ error: "Indica sí o no." }),
  sms: z.boolean({ error: "Indica sí o no." }),
});

export type ChannelPreferences = z.infer<typeof channelPreferencesSchema>;

/** A channel the citizen can be reached on: where it goes and whether they stopped it. */
export interface ChannelOption {
  canal: NoticeChannel;
  destino: string;
  detenido: boolean;
}

/** The profile's view of the citizen's channels. */
export interface OwnChannels {
  opciones: ChannelOption[];
  /** Their choice, as stored (null: not chosen yet). */
  canal_preferido: NoticeChannel | null;
  /** Where the office's messages go now (their choice when it reaches them, else the default). */
  canal_en_uso: NoticeChannel | null;
}
