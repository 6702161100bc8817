import { z } from "zod";
import { EMAIL_INVALID_MESSAGE } from "@/lib/citizens/schema";

// The office moves a DPI off the account that registered it, once the person who holds the DPI has
// proved at the office that it is theirs (lib/citizens/dpi-move.ts). Anyone can type a DPI at
// registration; only this path, audited, takes it from one account. Client-safe: the dialog
// validates with this schema too.

export const DPI_MOVE_MESSAGES = {
  verificationRequired:
    "Escribe cómo verificaste a la persona (por ejemplo: DPI original revisado en la oficina).",
  verificationTooLong: "Máximo 500 caracteres.",
  targetUnknown: "Ninguna cuenta usa ese correo electrónico.",
  targetSame: "Esa es la cuenta que ya tiene el DPI.",
  targetHasDpi: "Esa cuenta ya tiene un DPI. Corrígelo primero desde «Editar».",
  noDpi: "Esta cuenta no tiene DPI.",
  changed: "El DPI de esta cuenta cambió mientras tanto. Recarga la página.",
  moved: "DPI trasladado. Se avisó por correo a las dos cuentas.",
  released: "DPI quitado de la cuenta. Su titular ya puede registrarse con él.",
  failed: "No se pudo trasladar el DPI",
} as const;

/** 'Trasladar DPI': the receiving account's e-mail (blank: the DPI is only freed) and how the person was verified. */
export const dpiMoveInput = z.object({
  destino_correo: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => value?.trim().toLowerCase() || null)
    .refine(
      (value) => !value || (value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)),
      EMAIL_INVALID_MESSAGE,
    ),
  verificacion: z
    .string({ error: DPI_MOVE_MESSAGES.verificationRequired })
    .trim()
    .min(3, DPI_MOVE_MESSAGES.verificationRequired)
    .max(500, DPI_MOVE_MESSAGES.verificationTooLong),
});
export type DpiMoveInput = z.input<typeof dpiMoveInput>;
