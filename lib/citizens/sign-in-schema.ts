// The citizen's sign-in and password recovery (by e-mail link or by a code texted to the phone):
// shared by the forms and by the server.
import { z } from "zod";
import { toE164 } from "@/lib/channels/phone";
import {
  always,
  checkPasswordsMatch,
  DPI_LENGTH_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  emailValue,
  MISSING_TOKEN_MESSAGE,
  mobileNumber,
  NEW_PASSWORD_MIN_MESSAGE,
  passwordField,
  phoneCode,
} from "@/lib/citizens/schema";

const LOGIN_IDENTIFIER_MISSING = "Por favor, ingresa correo o dpi.";

/** A sign-in identifier that is a mobile number: not 13 digits (a DPI), valid as E.164. */
export const isPhoneIdentifier = (value: string) =>
  !/^\d{13}$/.test(value) && !value.includes("@") && toE164(value) !== null;

/** E-mail (anything with @), 13-digit DPI or mobile number, plus the password. */
export const loginSchema = z.object({
  identifier: z
    .string({ error: LOGIN_IDENTIFIER_MISSING })
    .trim()
    .min(1, LOGIN_IDENTIFIER_MISSING)
    .max(254, EMAIL_INVALID_MESSAGE)
    .superRefine((value, ctx) => {
      if (!value) return;
      if (value.includes("@")) {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
          ctx.addIssue({ code: "custom", message: EMAIL_INVALID_MESSAGE });
      } else if (!/^\d{13}$/.test(value) && !isPhoneIdentifier(value)) {
        ctx.addIssue({ code: "custom", message: DPI_LENGTH_MESSAGE });
      }
    })
    .transform((value) => (value.includes("@") ? value.toLowerCase() : value)),
  password: z
    .string({ error: "Por favor, ingresa tu contraseña." })
    .min(1, "Por favor, ingresa tu contraseña.")
    .max(200, "Máximo 200 caracteres."),
});

export type LoginInput = z.input<typeof loginSchema>;

export const forgotSchema = z.object({
  correo: emailValue("Por favor, ingresa tu correo electrónico."),
});

const resetShape = {
  token: z
    .string({ error: MISSING_TOKEN_MESSAGE })
    .trim()
    .min(1, MISSING_TOKEN_MESSAGE)
    .max(200, "Token inválido."),
  new_password: passwordField("Por favor, ingresa la nueva contraseña.", NEW_PASSWORD_MIN_MESSAGE),
};

/** Body of POST /api/auth-user/password/reset. */
export const resetSchema = z.object(resetShape);

/** The reset form: the same rules plus the confirmation. */
export const resetFormSchema = z
  .object({
    ...resetShape,
    new_password2: z.string().min(1, "Por favor, confirma la nueva contraseña."),
  })
  .check(z.superRefine(checkPasswordsMatch("new_password", "new_password2"), always));

export type ResetFormInput = z.input<typeof resetFormSchema>;

/** POST /api/auth-user/phone/forgot: the account's mobile number, which gets a code. */
export const phoneForgotSchema = z.object({ telefono: mobileNumber });

export type PhoneForgotInput = z.input<typeof phoneForgotSchema>;

const phoneResetShape = {
  telefono: mobileNumber,
  codigo: phoneCode,
  new_password: resetShape.new_password,
};

/** POST /api/auth-user/phone/reset: the code sent to the number sets a new password. */
export const phoneResetSchema = z.object(phoneResetShape);

/** The form of a reset by phone: the same rules plus the confirmation. */
export const phoneResetFormSchema = z
  .object({
    ...phoneResetShape,
    new_password2: resetFormSchema.shape.new_password2,
  })
  .check(z.superRefine(checkPasswordsMatch("new_password", "new_password2"), always));

export type PhoneResetFormInput = z.input<typeof phoneResetFormSchema>;
