import { z } from "zod";

/** Trims and lower-cases, then checks a simple address shape (no spaces, one @, a dot in the domain). */
export const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message);

const ADMIN_PASSWORD_LENGTH_MESSAGE = "La contraseña debe tener al menos 8 caracteres.";
const ADMIN_PASSWORD_RULE_MESSAGE =
  "La contraseña debe tener al menos una letra mayúscula, un número y un símbolo especial.";

/** Administrator passwords (create, change, reset): product.md §A.5. */
export const adminPassword = z
  .string()
  .max(200)
  .min(8, ADMIN_PASSWORD_LENGTH_MESSAGE)
  .regex(/(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])/, ADMIN_PASSWORD_RULE_MESSAGE);

/** The current password asked before a credential changes (lib/auth/current-password.ts). */
export const CURRENT_PASSWORD_FIELD = "current_password";
export const CURRENT_PASSWORD_MESSAGES = {
  missing: "Ingresa tu contraseña actual.",
  wrong: "La contraseña actual no es correcta.",
} as const;

/** Optional in the shape (the service decides when it is needed); never longer than a password. */
export const currentPasswordField = z.string().max(200).optional();

/** The sign-in link of a device the account does not know, while its failed logins are many. */
export const SIGN_IN_LINK_MESSAGES = {
  sent:
    "Como esta cuenta recibió muchos intentos fallidos, para entrar desde este dispositivo pedimos un paso más: si los datos son correctos, te enviamos a tu correo un enlace de ingreso (vale 15 minutos y una sola vez). Si no te llega, revisa la contraseña o restablécela.",
  intro: "Pulsa «Ingresar» para entrar a tu cuenta desde este dispositivo.",
  invalid: "El enlace para ingresar no es válido o ya expiró. Inicia sesión de nuevo.",
} as const;

/** The sign-in link's token, as the login screens receive it (`?enlace=`). */
export const signInLinkSchema = z.object({
  token: z
    .string({ error: SIGN_IN_LINK_MESSAGES.invalid })
    .trim()
    .min(1, SIGN_IN_LINK_MESSAGES.invalid)
    .max(200, SIGN_IN_LINK_MESSAGES.invalid),
});
