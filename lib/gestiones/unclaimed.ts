import type { ContactAccountGap } from "@/lib/generated/prisma/enums";

// A gestión the office made of a contact message without joining it to an account: the message's
// e-mail is no account's confirmed address, so nothing proves which account, if any, is its
// sender's. It waits, seen by no citizen, until its sender claims it from the link e-mailed to
// them. The office's screens say why in these words. Client-safe.

export const NO_ACCOUNT = "Sin cuenta";

export const ACCOUNT_GAP_REASONS: Record<ContactAccountGap, string> = {
  sin_cuenta: "Ninguna cuenta tiene el correo electrónico ni el DPI del mensaje.",
  correo_sin_confirmar:
    "Una cuenta usa el correo electrónico del mensaje, pero su titular no lo ha confirmado: no se sabe si el mensaje es suyo.",
  solo_dpi:
    "Una cuenta tiene el DPI del mensaje, pero con otro correo electrónico: cualquiera puede escribir un DPI, así que el mensaje no se unió a esa cuenta.",
};

/** The same, in a word or two: how the audit log shows the reason a conversion recorded. */
export const ACCOUNT_GAP_LABELS: Record<ContactAccountGap, string> = {
  sin_cuenta: "Sin cuenta",
  correo_sin_confirmar: "Correo sin confirmar",
  solo_dpi: "Solo coincide el DPI",
};
