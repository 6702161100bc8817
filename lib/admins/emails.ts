import "server-only";
import type { OutgoingEmail } from "@/lib/email/senders";

// Texts of the e-mails an administrator receives about their own account.

const SIGNATURE =
  "\n\nOficina del Diputado\nEste es un mensaje automático; no respondas a este correo.";

/** To the old address, when another administrator changed the account's e-mail. */
export function emailChangedByOtherEmail(to: string, nombre: string): OutgoingEmail {
  return {
    to,
    subject: "El correo de tu cuenta de administración cambió",
    text:
      `Hola, ${nombre}:\n\nOtro administrador cambió el correo de tu cuenta de administración; desde ahora ` +
      "ya no inicias sesión con esta dirección, y tus sesiones abiertas se cerraron.\n\n" +
      "Si no esperabas este cambio, avisa de inmediato a la oficina." +
      SIGNATURE,
  };
}
