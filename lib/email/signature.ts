import { SIGNATURE_SLOT } from "@/lib/email/outbox";

/** The closing of every e-mail the platform sends on its own (the office's name goes in the slot). */
export const EMAIL_SIGNATURE = `\n\n${SIGNATURE_SLOT}\nEste es un mensaje automático; no respondas a este correo.`;
