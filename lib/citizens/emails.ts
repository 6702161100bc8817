import "server-only";
import { EMAIL_SIGNATURE } from "@/lib/email/signature";
import { LINK_SLOT, type QueuedEmail } from "@/lib/email/outbox";
import type { OutgoingEmail } from "@/lib/email/senders";
import { env } from "@/lib/env";

// Texts of the e-mails a citizen receives about their own account.

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
      EMAIL_SIGNATURE,
    link: tokenLink("reset-password", token),
  };
}

// The address a person types at registration or in a change is nobody's proven address yet: what
// goes to it quotes nothing they typed (not even the name), so a stranger's address typed there
// receives only the office's own words.

/** At registration: the account exists; the link confirms its address. */
export function welcomeEmail(to: string, token: string): QueuedEmail {
  return {
    to,
    subject: "Tu cuenta fue creada",
    text:
      "Hola:\n\nSe creó una cuenta del portal ciudadano con este correo. Puedes ingresar con tu correo o tu DPI en " +
      `${env().SITE_URL}/login-register.\n\nAbre este enlace (válido durante 24 horas y una sola vez) para ` +
      `confirmar que este correo es tuyo:\n\n${LINK_SLOT}\n\n` +
      "Si no creaste esta cuenta, no abras el enlace y escríbenos desde la página de contacto." +
      EMAIL_SIGNATURE,
    link: tokenLink("confirm-email", token),
  };
}

/** To an address to confirm (a new one, or the account's own again): the link that confirms it. */
export function confirmEmailEmail(to: string, token: string, change: boolean): QueuedEmail {
  return {
    to,
    subject: change ? "Confirma tu nuevo correo" : "Confirma tu correo",
    text:
      "Hola:\n\nSe pidió usar este correo en una cuenta del portal ciudadano. Abre este enlace " +
      `(válido durante 24 horas y una sola vez) para confirmarlo:\n\n${LINK_SLOT}\n\n` +
      "Hasta que lo confirmes, la cuenta no usa este correo para unir tus mensajes a ella. Si no lo pediste, ignora este mensaje." +
      EMAIL_SIGNATURE,
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
      EMAIL_SIGNATURE,
  };
}

export function accountChangedEmail(to: string, nombre: string, changes: string[]): OutgoingEmail {
  return {
    to,
    subject: "Cambios en tu cuenta",
    text:
      `Hola, ${nombre}:\n\nSe realizaron estos cambios en tu cuenta del portal ciudadano: ${changes.join(", ")}.\n\n` +
      "Si no fuiste tú, restablece tu contraseña y escríbenos desde la página de contacto." +
      EMAIL_SIGNATURE,
  };
}

export function accountDeletedEmail(to: string, nombre: string): OutgoingEmail {
  return {
    to,
    subject: "Tu cuenta fue eliminada",
    text:
      `Hola, ${nombre}:\n\nTu cuenta del portal ciudadano fue eliminada y tus datos personales fueron borrados. ` +
      "Las gestiones que presentaste se conservan sin tu identidad para el registro de la oficina." +
      EMAIL_SIGNATURE,
  };
}

/** To the account that held a DPI the office moved: what happened, and where to go if it is wrong. */
export function dpiRemovedEmail(to: string): OutgoingEmail {
  return {
    to,
    subject: "Se quitó el DPI de tu cuenta",
    text:
      "Hola:\n\nLa oficina verificó en persona a quien presentó el DPI con el que se registró tu cuenta del " +
      "portal ciudadano, y quitó ese DPI de tu cuenta. Tu cuenta y tus gestiones siguen ahí: puedes ingresar " +
      "con tu correo.\n\nSi el DPI es tuyo, acércate a la oficina con tu DPI en mano." +
      EMAIL_SIGNATURE,
  };
}

/** To the account that received a DPI from the office. */
export function dpiAddedEmail(to: string): OutgoingEmail {
  return {
    to,
    subject: "Se agregó tu DPI a tu cuenta",
    text:
      "Hola:\n\nLa oficina verificó tu identidad y agregó tu DPI a tu cuenta del portal ciudadano. Desde " +
      "ahora también puedes ingresar con él.\n\nSi no fuiste a la oficina, escríbenos desde la página de contacto." +
      EMAIL_SIGNATURE,
  };
}
