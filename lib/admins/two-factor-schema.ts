import { z } from "zod";

// Two-factor authentication of administrators: the texts and the zod schemas shared by the login
// screen, /admin/perfil, /admin/equipo and the API.

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Ingresa el código de verificación.",
  invalidCode: "El código no es válido. Inténtalo de nuevo.",
  enrolmentCode: "Ingresa el código de 6 dígitos que muestra tu aplicación.",
  challengeExpired: "La verificación expiró. Vuelve a ingresar tu correo y contraseña.",
  challengeVoided: "Demasiados códigos incorrectos. Vuelve a ingresar tu correo y contraseña.",
  tooManyCodesToday:
    "Demasiados códigos incorrectos en las últimas 24 horas. Intenta de nuevo más tarde.",
  totpRequired: "Ingresa el código de verificación de tu aplicación de autenticación.",
  enrolmentRequired:
    "La oficina exige la verificación en dos pasos: actívala para ingresar al panel.",
  alreadyEnabled: "La verificación en dos pasos ya está activada.",
  notEnabled: "La verificación en dos pasos no está activada.",
  noPendingEnrolment: "La activación no se inició o ya expiró. Vuelve a empezar.",
  invalidPasswordOrCode: "La contraseña o el código no son válidos.",
  enabled: "Verificación en dos pasos activada.",
  disabled: "Verificación en dos pasos desactivada.",
  disabledSignOut:
    "Verificación en dos pasos desactivada. La oficina la exige: vuelve a ingresar para activarla de nuevo.",
  regenerated: "Nuevos códigos de recuperación generados. Los anteriores ya no sirven.",
  requirementOn: "Ahora todos los administradores deben usar la verificación en dos pasos.",
  requirementOff: "La verificación en dos pasos ya no es obligatoria.",
  requirementNeedsOwn: "Activa primero tu propia verificación en dos pasos en Mi Perfil.",
} as const;

/** A code as typed: six digits from the app, or a recovery code; which one is decided by the server. */
export const secondFactorCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(20, TWO_FACTOR_MESSAGES.invalidCode);

/** The first code of a new secret: always six digits from the app. */
export const enrolmentCode = z
  .string({ error: TWO_FACTOR_MESSAGES.enrolmentCode })
  .trim()
  .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.enrolmentCode);

const challenge = z
  .string({ error: TWO_FACTOR_MESSAGES.challengeExpired })
  .min(1, TWO_FACTOR_MESSAGES.challengeExpired)
  .max(100, TWO_FACTOR_MESSAGES.challengeExpired);

/** POST /api/auth/login/totp and the login screen's second step. */
export const loginCodeSchema = z.object({ challenge, code: secondFactorCode });

/** POST /api/auth/login/totp/enrollment: the secret of an enrolment the office requires. */
export const loginEnrolmentSchema = z.object({ challenge });

export const enrolmentConfirmSchema = z.object({ code: enrolmentCode });

export const disableTwoFactorSchema = z.object({
  password: z.string({ error: "Ingresa tu contraseña." }).min(1, "Ingresa tu contraseña.").max(200),
  code: secondFactorCode,
});
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorSchema>;

export const regenerateCodesSchema = z.object({ code: secondFactorCode });

export const totpRequirementSchema = z.object({
  required: z.boolean({ error: "El valor debe ser verdadero o falso." }),
});

/** A new secret to add to an authenticator app: typed by hand, or scanned from its URI. */
export interface EnrolmentSecret {
  secret: string;
  otpauth_uri: string;
}

/** What an enrolment screen shows: the secret, its URI, and the URI as a QR code (lib/format/qr-code.ts). */
export interface EnrolmentView extends EnrolmentSecret {
  qr: { size: number; path: string };
}

/** The account's two-factor state, as /admin/perfil shows it. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
  required: boolean;
}
