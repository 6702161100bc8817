// The citizen's own account as they see and change it (product.md §C.6): shared by the profile
// form, the delete-account dialog, the e-mail confirmation link and the server.
import { z } from "zod";
import { currentPasswordField } from "@/lib/auth/schema";
import { PROFILE_MESSAGES } from "@/lib/citizens/messages";
import {
  always,
  blankAsNull,
  checkLocation,
  departmentField,
  emailValue,
  MISSING_TOKEN_MESSAGE,
  PASSWORD_MIN_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  phoneField,
  type PasswordPair,
} from "@/lib/citizens/schema";

const optionalNewPassword = z
  .string()
  .max(200, "Máximo 200 caracteres.")
  .optional()
  .nullable()
  .transform((value) => value || undefined)
  .pipe(z.string().min(8, PASSWORD_MIN_MESSAGE).optional());

const profileShape = {
  // Empty for an account registered with a phone alone; one that has an address keeps one.
  correo: blankAsNull(emailValue(PROFILE_MESSAGES.emailMissing)),
  telefono: phoneField("Por favor, ingresa tu teléfono."),
  departamento: departmentField("Por favor, ingresa tu departamento."),
  municipio: z
    .string({ error: "Por favor, ingresa tu municipio." })
    .trim()
    .min(1, "Por favor, ingresa tu municipio."),
  new_password: optionalNewPassword,
  // Needed when the e-mail or the password changes (the service decides).
  current_password: currentPasswordField,
};

/** Body of PUT /api/auth-user/me: the fields a citizen may change (product.md §C.6). */
export const profileUpdateSchema = z
  .object(profileShape)
  .check(z.superRefine(checkLocation, always));

export type ProfileUpdateData = z.output<typeof profileUpdateSchema>;

/** The profile form: the same fields plus the confirmation of an optional new password. */
export const profileFormSchema = z
  .object({ ...profileShape, new_password2: z.string().max(200).optional() })
  .check(
    z.superRefine(checkLocation, always),
    z.superRefine((value: PasswordPair | null, ctx) => {
      if (value?.new_password && value.new_password !== (value.new_password2 ?? "")) {
        ctx.addIssue({
          code: "custom",
          path: ["new_password2"],
          message: PASSWORDS_DIFFER_MESSAGE,
        });
      }
    }, always),
  );

export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** The citizen's own account as screens and the API show it: never a hash or a token. */
export interface CitizenProfile {
  id: number;
  primer_nombre: string;
  segundo_nombre: string | null;
  tercer_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  dpi: string | null;
  correo: string | null;
  telefono: string | null;
  departamento: string | null;
  municipio: string | null;
  created_at: string;
}

/** Body of DELETE /api/auth-user/me and of the delete-account dialog. */
export const deleteAccountSchema = z.object({ current_password: currentPasswordField });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** The token of an e-mail confirmation link (/confirm-email). */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: MISSING_TOKEN_MESSAGE })
    .trim()
    .min(1, MISSING_TOKEN_MESSAGE)
    .max(200, MISSING_TOKEN_MESSAGE),
});

/**
 * The citizen's own account: their profile, a new e-mail still waiting for its confirmation, and
 * whether its current e-mail was confirmed from a link sent to it.
 */
export interface OwnProfile extends CitizenProfile {
  correo_pendiente: string | null;
  correo_confirmado: boolean;
}
