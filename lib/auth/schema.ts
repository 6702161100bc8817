import { z } from "zod";

/** Trims and lower-cases, then checks a simple address shape (no spaces, one @, a dot in the domain). */
export const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message);

export const ADMIN_PASSWORD_LENGTH_MESSAGE = "La contraseña debe tener al menos 8 caracteres.";
export const ADMIN_PASSWORD_RULE_MESSAGE =
  "La contraseña debe tener al menos una letra mayúscula, un número y un símbolo especial.";

/** Administrator passwords (create, change, reset): product.md §A.5. */
export const adminPassword = z
  .string()
  .max(200)
  .min(8, ADMIN_PASSWORD_LENGTH_MESSAGE)
  .regex(/(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])/, ADMIN_PASSWORD_RULE_MESSAGE);

export const PASSWORD_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*";

/** The current password asked before a credential changes (lib/auth/current-password.ts). */
export const CURRENT_PASSWORD_FIELD = "current_password";
export const CURRENT_PASSWORD_MESSAGES = {
  missing: "Ingresa tu contraseña actual.",
  wrong: "La contraseña actual no es correcta.",
} as const;

/** Optional in the shape (the service decides when it is needed); never longer than a password. */
export const currentPasswordField = z.string().max(200).optional();
