// Claiming an account the office created at its desk (no password yet): the request of the code
// and the code with the new password. Shared by the form and the server.
import { z } from "zod";
import { MOBILE_INVALID_MESSAGE, PHONE_CHANNELS, toE164 } from "@/lib/channels/phone";
import {
  always,
  checkPasswordsMatch,
  EMAIL_INVALID_MESSAGE,
  passwordField,
  PASSWORD_MIN_MESSAGE,
  phoneVerifySchema,
} from "@/lib/citizens/schema";

const CONTACT_MISSING = "Ingresa el celular o el correo que diste en la oficina.";

export const CLAIM_MESSAGES = {
  sent: "Si la oficina registró una cuenta con ese dato y aún no tiene contraseña, te enviamos un código. Escríbelo abajo y elige tu contraseña.",
  expired: "El código venció o ya no es válido. Pide uno nuevo.",
  done: "Listo: tu cuenta ya tiene contraseña. Tus gestiones están en el portal.",
} as const;

/** A mobile number (to E.164) or an e-mail address (lower-case): where the office reached them. */
const contactField = z
  .string({ error: CONTACT_MISSING })
  .trim()
  .min(1, CONTACT_MISSING)
  .max(254, EMAIL_INVALID_MESSAGE)
  .transform((value, ctx) => {
    if (value.includes("@")) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        ctx.addIssue({ code: "custom", message: EMAIL_INVALID_MESSAGE });
      }
      return value.toLowerCase();
    }
    const e164 = toE164(value);
    if (!e164) ctx.addIssue({ code: "custom", message: MOBILE_INVALID_MESSAGE });
    return e164 ?? value;
  });

/** POST /api/auth-user/claim: where the code goes (a number: by WhatsApp or SMS). */
export const claimRequestSchema = z.object({
  contacto: contactField,
  canal: z.enum(PHONE_CHANNELS, { error: "Elige WhatsApp o SMS." }).default("whatsapp"),
});

export type ClaimRequestInput = z.input<typeof claimRequestSchema>;

/** POST /api/auth-user/claim/verify: the code and the account's first password. */
export const claimVerifySchema = z
  .object({
    contacto: contactField,
    codigo: phoneVerifySchema.shape.codigo,
    password: passwordField("Por favor, ingresa una contraseña.", PASSWORD_MIN_MESSAGE),
    password2: z
      .string({ error: "Por favor, confirma la contraseña." })
      .min(1, "Por favor, confirma la contraseña."),
  })
  .check(z.superRefine(checkPasswordsMatch("password", "password2"), always));

export type ClaimVerifyInput = z.input<typeof claimVerifySchema>;
