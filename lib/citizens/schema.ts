// The rules of a citizen's account fields (names, DPI, phone, place, passwords) and of registration
// (product.md §C.5), shared by the forms and by the server; sign-in and recovery: sign-in-schema.ts;
// the account as its owner changes it: profile-schema.ts.
import { z } from "zod";
import { PHONE_CHANNELS } from "@/lib/channels/phone";
import { cuiProblem, departmentNames, isValidLocation } from "@/lib/locations";
import { MOBILE_INVALID_MESSAGE, toE164 } from "@/lib/channels/phone";
import { NAME_MESSAGE, NAME_PATTERN } from "@/lib/validation/person-name";

export const PASSWORD_MIN_MESSAGE = "La contraseña debe tener al menos 8 caracteres.";
export const NEW_PASSWORD_MIN_MESSAGE = "La nueva contraseña debe tener al menos 8 caracteres.";
export const PASSWORDS_DIFFER_MESSAGE = "Las contraseñas no coinciden.";
export const EMAIL_INVALID_MESSAGE = "Correo electrónico inválido.";
export const DPI_LENGTH_MESSAGE = "DPI debe tener 13 dígitos.";
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
export const phoneField = (missing: string) =>
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
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
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

export interface PasswordPair {
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
export const mobileNumber = z
  .string({ error: requiredMessage("telefono") })
  .trim()
  .min(1, requiredMessage("telefono"))
  .max(30, MOBILE_INVALID_MESSAGE)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (!e164) ctx.addIssue({ code: "custom", message: MOBILE_INVALID_MESSAGE });
    return e164 ?? value;
  });

export const phoneCode = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, CODE_MESSAGE);

/** POST /api/auth-user/phone/verify: the number registered and the code sent to it. */
export const phoneVerifySchema = z.object({ telefono: mobileNumber, codigo: phoneCode });

export type PhoneVerifyInput = z.input<typeof phoneVerifySchema>;
