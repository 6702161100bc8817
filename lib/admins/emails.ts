import "server-only";
import { EMAIL_SIGNATURE } from "@/lib/email/signature";
import type { OutgoingEmail } from "@/lib/email/senders";

// Texts of the e-mails an administrator receives about their own account.

/** To the old address, when another administrator changed the account's e-mail. */
export function emailChangedByOtherEmail(to: string, nombre: string): OutgoingEmail {
  return {
    to,
    subject: "El correo de tu cuenta de administración cambió",
    text:
      `Hola, ${nombre}:\n\nOtro administrador cambió el correo de tu cuenta de administración; desde ahora ` +
      "ya no inicias sesión con esta dirección, y tus sesiones abiertas se cerraron.\n\n" +
      "Si no esperabas este cambio, avisa de inmediato a la oficina." +
      EMAIL_SIGNATURE,
  };
}

/** To the account, when a login's second step took five wrong codes after a right password. */
export function secondStepFailuresEmail(to: string, nombre: string): OutgoingEmail {
  return {
    to,
    subject: "Códigos incorrectos al iniciar sesión en tu cuenta de administración",
    text:
      `Hola, ${nombre}:\n\nAlguien ingresó la contraseña correcta de tu cuenta de administración y luego ` +
      "cinco códigos de verificación incorrectos; ese inicio de sesión se anuló.\n\n" +
      "Si no fuiste tú, tu contraseña la conoce otra persona: cámbiala de inmediato desde tu perfil " +
      "y avisa a la oficina." +
      EMAIL_SIGNATURE,
  };
}
