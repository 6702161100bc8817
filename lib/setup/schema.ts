import { z } from "zod";
import { requiredText } from "@/lib/validation/fields";
import { adminPassword, emailField } from "@/lib/auth/schema";
import { identityInput } from "@/lib/site/identity-schema";

// The first run of an empty platform: the setup token, the first administrator and the identity.
// Client-safe (the /setup form validates with it).

export const SETUP_MESSAGES = {
  done: "La plataforma quedó configurada. Ya puedes ingresar con tu correo y tu contraseña.",
  alreadyDone: "La plataforma ya está configurada.",
  wrongToken: "El código de configuración no es correcto.",
  tooManyTries: "Demasiados intentos. Por favor, intenta de nuevo más tarde.",
} as const;

export const setupInput = z.object({
  token: z
    .string({ error: "Ingresa el código de configuración." })
    .trim()
    .min(1, "Ingresa el código de configuración.")
    .max(200, SETUP_MESSAGES.wrongToken),
  admin: z.object({
    nombre1: requiredText("Ingresa tu primer nombre.", 60),
    apellido1: requiredText("Ingresa tu primer apellido.", 60),
    email: emailField("Por favor ingresa un correo válido."),
    password: adminPassword,
  }),
  identidad: identityInput.pick({ nombre: true, cargo: true, distrito: true }),
});

export type SetupInput = z.input<typeof setupInput>;
export type SetupData = z.output<typeof setupInput>;
