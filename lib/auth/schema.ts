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

/** Administrator passwords (create, change, reset): spec 01 §5. */
export const adminPassword = z
  .string()
  .max(200)
  .min(8, ADMIN_PASSWORD_LENGTH_MESSAGE)
  .regex(/(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])/, ADMIN_PASSWORD_RULE_MESSAGE);

export const PASSWORD_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*";
