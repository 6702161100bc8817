// How a gestión reached the office (`canal_origen`): the portal, a contact message, or the office
// taking it by phone, at its desk, by WhatsApp or by e-mail. Client-safe: the list's filter, its
// column and the desk form name the channels in these words.

/** The channels the office marks when it files a gestión for someone (the desk form). */
export const DESK_CHANNELS = ["telefono", "presencial", "whatsapp", "correo"] as const;
export type DeskChannel = (typeof DESK_CHANNELS)[number];

/** Every channel a gestión can have come through. */
export const ORIGIN_CHANNELS = ["portal", "contacto", ...DESK_CHANNELS] as const;
export type OriginChannel = (typeof ORIGIN_CHANNELS)[number];

export const CHANNEL_LABELS: Record<OriginChannel, string> = {
  portal: "Portal",
  contacto: "Formulario de contacto",
  telefono: "Teléfono",
  presencial: "Presencial",
  whatsapp: "WhatsApp",
  correo: "Correo electrónico",
};

/** A stored channel as the screens show it; an unknown one as stored. */
export function channelLabel(value: string): string {
  return (CHANNEL_LABELS as Record<string, string>)[value] ?? value;
}
