import "server-only";
import { LINK_SLOT, SIGNATURE_SLOT, type QueuedEmail } from "@/lib/email/outbox";
import type { OutgoingEmail } from "@/lib/email/senders";
import { env } from "@/lib/env";

// Texts of the e-mails a citizen receives about their own account.

const SIGNATURE = `\n\n${SIGNATURE_SLOT}\nEste es un mensaje automático; no respondas a este correo.`;

export function welcomeEmail(to: string, nombre: string): OutgoingEmail {
  return {
    to,
    subject: "Tu cuenta fue creada",
    text:
      `Hola, ${nombre}:\n\nTu cuenta del portal ciudadano fue creada. Puedes ingresar con tu correo o tu DPI en ` +
      `${env().SITE_URL}/login-register.\n\nSi no creaste esta cuenta, escríbenos desde la página de contacto.` +
      SIGNATURE,
  };
}

/** A link of the portal with its token; the outbox keeps it sealed until the message is sent. */
const tokenLink = (page: string, token: string) =>
  `${env().SITE_URL}/${page}?token=${encodeURIComponent(token)}`;

export function resetPasswordEmail(to: string, nombre: string, token: string): QueuedEmail {
  return {
    to,
    subject: "Restablece tu contraseña",
    text:
      `Hola, ${nombre}:\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta. Abre este enlace ` +
      `(válido durante 1 hora y una sola vez) para elegir una nueva:\n\n${LINK_SLOT}\n\n` +
      "Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará." +
      SIGNATURE,
    link: tokenLink("reset-password", token),
  };
}

/** To the new address: the link that makes it the account's e-mail. */
export function confirmEmailChangeEmail(to: string, nombre: string, token: string): QueuedEmail {
  return {
    to,
    subject: "Confirma tu nuevo correo",
    text:
      `Hola, ${nombre}:\n\nPediste usar este correo en tu cuenta del portal ciudadano. Abre este enlace ` +
      `(válido durante 24 horas y una sola vez) para confirmarlo:\n\n${LINK_SLOT}\n\n` +
      "Hasta que lo confirmes, tu cuenta sigue usando tu correo anterior. Si no lo pediste, ignora este mensaje." +
      SIGNATURE,
    link: tokenLink("confirm-email", token),
  };
}

/** To the current address: a notice of the requested change, without the link. */
export function emailChangeRequestedEmail(
  to: string,
  nombre: string,
  pending: string,
): OutgoingEmail {
  return {
    to,
    subject: "Solicitud de cambio de correo",
    text:
      `Hola, ${nombre}:\n\nSe pidió cambiar el correo de tu cuenta del portal ciudadano a ${pending}. ` +
      "El cambio se aplicará cuando se abra el enlace que enviamos a esa dirección.\n\n" +
      "Si no fuiste tú, restablece tu contraseña y escríbenos desde la página de contacto." +
      SIGNATURE,
  };
}

export function accountChangedEmail(to: string, nombre: string, changes: string[]): OutgoingEmail {
  return {
    to,
    subject: "Cambios en tu cuenta",
    text:
      `Hola, ${nombre}:\n\nSe realizaron estos cambios en tu cuenta del portal ciudadano: ${changes.join(", ")}.\n\n` +
      "Si no fuiste tú, restablece tu contraseña y escríbenos desde la página de contacto." +
      SIGNATURE,
  };
}

export function accountDeletedEmail(to: string, nombre: string): OutgoingEmail {
  return {
    to,
    subject: "Tu cuenta fue eliminada",
    text:
      `Hola, ${nombre}:\n\nTu cuenta del portal ciudadano fue eliminada y tus datos personales fueron borrados. ` +
      "Las gestiones que presentaste se conservan sin tu identidad para el registro de la oficina." +
      SIGNATURE,
  };
}
