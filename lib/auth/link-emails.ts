import "server-only";
import { EMAIL_SIGNATURE } from "@/lib/email/signature";
import { LINK_SLOT, type QueuedEmail } from "@/lib/email/outbox";

/**
 * The sign-in link of a device the account does not know (lib/auth/throttle.ts): sent only after
 * the right password, so it also tells the owner that someone who typed it wants in.
 */
export function signInLinkEmail(
  to: string,
  nombre: string,
  account: string,
  link: string,
): QueuedEmail {
  return {
    to,
    subject: "Tu enlace para ingresar",
    text:
      `Hola, ${nombre}:\n\nAlguien escribió la contraseña correcta de tu cuenta ${account} desde un ` +
      "dispositivo donde no habías ingresado, mientras la cuenta recibía muchos intentos fallidos. " +
      `Si fuiste tú, abre este enlace (válido durante 15 minutos y una sola vez) para entrar:\n\n${LINK_SLOT}\n\n` +
      "Si no fuiste tú, otra persona conoce tu contraseña: no abras el enlace y cámbiala cuanto antes." +
      EMAIL_SIGNATURE,
    link,
  };
}
