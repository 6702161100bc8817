// Rules of the citizen's own account (product.md §C.5): shared by the forms and by the server.
import { z } from "zod";
import { PHONE_CHANNELS } from "@/lib/channels/phone";
import { currentPasswordField } from "@/lib/auth/schema";
import { cuiProblem, departmentNames, isValidLocation } from "@/lib/locations";
import { MOBILE_INVALID_MESSAGE, toE164 } from "@/lib/channels/phone";
import { NAME_MESSAGE, NAME_PATTERN } from "@/lib/validation/person-name";
import { PROFILE_MESSAGES } from "@/lib/citizens/messages";

export const PASSWORD_MIN_MESSAGE = "La contraseña debe tener al menos 8 caracteres.";
const NEW_PASSWORD_MIN_MESSAGE = "La nueva contraseña debe tener al menos 8 caracteres.";
const PASSWORDS_DIFFER_MESSAGE = "Las contraseñas no coinciden.";
export const EMAIL_INVALID_MESSAGE = "Correo electrónico inválido.";
const DPI_LENGTH_MESSAGE = "DPI debe tener 13 dígitos.";
export const DPI_TAKEN_MESSAGE = "DPI ya registrado";
/**
 * A DPI someone else registered: the way out, naming no one. Anyone can type a DPI, so its owner
 * proves it in person and the office moves it (lib/citizens/dpi-move.ts).
 */
export const DPI_OWNER_HELP =
  "Si es tu DPI y no creaste esa cuenta, acércate a la oficina con tu DPI en mano: verificaremos tu identidad y lo quitaremos de esa cuenta para que registres la tuya.";
export const DPI_REGISTERED_MESSAGE = `${DPI_TAKEN_MESSAGE}. ${DPI_OWNER_HELP}`;
export const EMAIL_TAKEN_MESSAGE = "Correo ya registrado";
export const PHONE_TAKEN_MESSAGE = "Teléfono ya registrado";
const CODE_MESSAGE = "Ingresa los 6 dígitos del código.";
export const MISSING_TOKEN_MESSAGE = "Falta el token en la URL.";

/** Label of each registration field, and the words the "Por favor, ingresa …" message uses. */
export const REGISTER_FIELDS = {
  primer_nombre: { label: "Primer nombre", inSentence: "tu primer nombre" },
  segundo_nombre: { label: "Segundo nombre (opcional)", inSentence: "tu segundo nombre" },
  tercer_nombre: { label: "Tercer nombre (opcional)", inSentence: "tu tercer nombre" },
  primer_apellido: { label: "Primer apellido", inSentence: "tu primer apellido" },
  segundo_apellido: { label: "Segundo apellido (opcional)", inSentence: "tu segundo apellido" },
  dpi: { label: "DPI", inSentence: "tu DPI" },
  correo: { label: "Correo electrónico", inSentence: "tu correo electrónico" },
  telefono: { label: "Teléfono", inSentence: "tu teléfono" },
  departamento: { label: "Departamento", inSentence: "tu departamento" },
  municipio: { label: "Municipio", inSentence: "tu municipio" },
  password: { label: "Contraseña", inSentence: "una contraseña" },
  password2: { label: "Confirmar contraseña", inSentence: "la confirmación de la contraseña" },
} as const;

export type RegisterField = keyof typeof REGISTER_FIELDS;

const requiredMessage = (field: RegisterField) =>
  `Por favor, ingresa ${REGISTER_FIELDS[field].inSentence}.`;

// Every check but "missing" lets an empty value pass, so that each field reports one problem at a
// time. (Zod's `abort` would also stop the form-level checks, such as the password confirmation.)

const requiredText = (field: RegisterField, max = 120) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(max, `Máximo ${max} caracteres.`);

/** A required given name or surname: letters, spaces, apostrophes, hyphens; `missing` when blank. */
export const personName = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(60, "Máximo 60 caracteres.")
    .regex(NAME_PATTERN, NAME_MESSAGE);

const nameField = (field: RegisterField) => personName(requiredMessage(field));

export const optionalName = z
  .string()
  .trim()
  .max(60, "Máximo 60 caracteres.")
  .regex(NAME_PATTERN, NAME_MESSAGE)
  .optional()
  .nullable()
  .transform((value) => value || null);

/** 13 digits forming a valid CUI (docs/architecture.md §6). */
export const dpiField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .superRefine((dpi, ctx) => {
      const problem = dpi ? cuiProblem(dpi) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

export const emailValue = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .min(1, missing)
    .max(254, EMAIL_INVALID_MESSAGE)
    .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_INVALID_MESSAGE);

const PHONE_MESSAGE = "El teléfono debe tener 8 dígitos.";
const PHONE_PREFIX_MESSAGE = "Ingresa un número de Guatemala (empieza con 2 a 7).";

/**
 * Why a phone number (spaces and dashes already removed) is not a Guatemalan one, or null; a
 * number with its country code (+…) is checked as E.164.
 */
export function phoneProblem(phone: string): string | null {
  if (phone.startsWith("+")) return toE164(phone) ? null : MOBILE_INVALID_MESSAGE;
  if (!/^\d{8}$/.test(phone)) return PHONE_MESSAGE;
  return /^[2-7]/.test(phone) ? null : PHONE_PREFIX_MESSAGE;
}

/** A phone number as typed, without its spaces and dashes. */
export const compactPhone = (value: string) => value.replace(/[\s-]/g, "");

/** A Guatemalan number: 8 digits starting with 2–7; spaces and dashes are ignored. */
const phoneField = (missing: string) =>
  z
    .string({ error: missing })
    .transform(compactPhone)
    .pipe(
      z
        .string()
        .min(1, missing)
        .superRefine((phone, ctx) => {
          const problem = phone ? phoneProblem(phone) : null;
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        }),
    );

/** A field that may be left empty: empty or absent is null, anything else meets `schema`. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === undefined || (typeof value === "string" && !value.trim()) ? null : value),
    schema.nullable(),
  );

/** Registration needs a way to reach the person: both fields empty report both as missing. */
function checkOneContact(
  value: { correo?: unknown; telefono?: unknown } | null,
  ctx: z.RefinementCtx,
) {
  const blank = (field: unknown) => typeof field !== "string" || !field.trim();
  if (!value || !blank(value.correo) || !blank(value.telefono)) return;
  for (const field of ["correo", "telefono"] as const) {
    ctx.addIssue({ code: "custom", path: [field], message: requiredMessage(field) });
  }
}

export const DEPARTMENT_MESSAGE = "Selecciona un departamento de la lista.";
const MUNICIPALITY_MESSAGE = "Selecciona un municipio del departamento elegido.";

export const departmentField = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .refine((value) => !value || departmentNames().includes(value), DEPARTMENT_MESSAGE);

export const passwordField = (missing: string, short: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .refine((value) => !value || value.length >= 8, short)
    .max(200, "Máximo 200 caracteres.");

interface Location {
  departamento?: unknown;
  municipio?: unknown;
}

/** The municipality must belong to the department (run even when other fields still fail). */
export function checkLocation(value: Location | null, ctx: z.RefinementCtx) {
  const { departamento, municipio } = value ?? {};
  if (typeof departamento !== "string" || typeof municipio !== "string" || !municipio) return;
  if (departmentNames().includes(departamento) && !isValidLocation(departamento, municipio)) {
    ctx.addIssue({ code: "custom", path: ["municipio"], message: MUNICIPALITY_MESSAGE });
  }
}

export function checkPasswordsMatch(
  password: keyof PasswordPair,
  confirmation: keyof PasswordPair,
) {
  return (value: PasswordPair | null, ctx: z.RefinementCtx) => {
    const first = value?.[password];
    const second = value?.[confirmation];
    if (typeof first === "string" && typeof second === "string" && second && first !== second) {
      ctx.addIssue({ code: "custom", path: [confirmation], message: PASSWORDS_DIFFER_MESSAGE });
    }
  };
}

interface PasswordPair {
  password?: unknown;
  password2?: unknown;
  new_password?: unknown;
  new_password2?: unknown;
}

/** Run a form-level check even when some field already failed. */
export const always = { when: () => true };

/** The names a registration may leave empty: many people have one given name or one surname (docs/decisions/0008-product-gaps.md). */
export const OPTIONAL_REGISTER_FIELDS: ReadonlySet<RegisterField> = new Set([
  "segundo_nombre",
  "tercer_nombre",
  "segundo_apellido",
]);

/**
 * Registration: an e-mail or a mobile number, at least one (both missing: both fields say so).
 * With the number alone, the account waits for the code sent to it (lib/citizens/phone-registration.ts).
 */
export const registerSchema = z
  .object({
    primer_nombre: nameField("primer_nombre"),
    segundo_nombre: optionalName,
    tercer_nombre: optionalName,
    primer_apellido: nameField("primer_apellido"),
    segundo_apellido: optionalName,
    dpi: dpiField(requiredMessage("dpi")),
    correo: blankAsNull(emailValue(requiredMessage("correo"))),
    telefono: blankAsNull(phoneField(requiredMessage("telefono"))),
    /** Where the code goes when only a number is given. */
    canal: z.enum(PHONE_CHANNELS, { error: "Elige WhatsApp o SMS." }).default("whatsapp"),
    departamento: departmentField(requiredMessage("departamento")),
    municipio: requiredText("municipio"),
    password: passwordField(requiredMessage("password"), PASSWORD_MIN_MESSAGE),
    password2: z
      .string({ error: requiredMessage("password2") })
      .min(1, requiredMessage("password2")),
  })
  .check(
    z.superRefine(checkOneContact, always),
    z.superRefine(checkLocation, always),
    z.superRefine(checkPasswordsMatch("password", "password2"), always),
  );

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/** Params of GET /api/auth-user/check-dpi/{dpi}. */
export const checkDpiParams = z.object({ dpi: dpiField("Por favor, ingresa tu DPI.") });

/** Params of GET /api/auth-user/check-email/{email}. */
export const checkEmailParams = z.object({
  email: emailValue("Por favor, ingresa tu correo electrónico."),
});

/** A mobile number as typed (8 Guatemalan digits or E.164), answered in E.164. */
const mobileNumber = z
  .string({ error: requiredMessage("telefono") })
  .trim()
  .min(1, requiredMessage("telefono"))
  .max(30, MOBILE_INVALID_MESSAGE)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (!e164) ctx.addIssue({ code: "custom", message: MOBILE_INVALID_MESSAGE });
    return e164 ?? value;
  });

const phoneCode = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, CODE_MESSAGE);

/** POST /api/auth-user/phone/verify: the number registered and the code sent to it. */
export const phoneVerifySchema = z.object({ telefono: mobileNumber, codigo: phoneCode });

export type PhoneVerifyInput = z.input<typeof phoneVerifySchema>;

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

export const STRENGTH_LEVELS = [
  "Ninguna",
  "Muy débil",
  "Débil",
  "Aceptable",
  "Fuerte",
  "Muy fuerte",
] as const;

/** Score 0–5: one point each for length ≥ 8, an uppercase letter, a lowercase letter, a digit and a symbol. */
export function passwordStrength(password: string): {
  score: number;
  label: (typeof STRENGTH_LEVELS)[number];
} {
  const score = password
    ? [
        password.length >= 8,
        /\p{Lu}/u.test(password),
        /\p{Ll}/u.test(password),
        /\d/.test(password),
        /[^\p{L}\p{N}\s]/u.test(password),
      ].filter(Boolean).length
    : 0;
  return { score, label: STRENGTH_LEVELS[score] ?? "Ninguna" };
}
