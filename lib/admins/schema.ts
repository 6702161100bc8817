import { z } from "zod";
import { ADMIN_ROLES } from "@/lib/auth/permissions";
import { coercedId } from "@/lib/validation/fields";
import { adminPassword, currentPasswordField, emailField } from "@/lib/auth/schema";
import { cuiProblem, departmentNames, isValidLocation } from "@/lib/locations";
import { listAddress } from "@/lib/lists/query";

// Zod schemas of product.md part A (administrator accounts), shared by the forms and the server.

export type AdminRoleName = (typeof ADMIN_ROLES)[number];

export const MESSAGES = {
  invalidEmail: "Por favor ingresa un correo válido.",
  tooManyAttempts: "Demasiados intentos. Por favor, intenta de nuevo más tarde.",
  invalidCredentials: "Credenciales inválidas. Inténtalo de nuevo.",
  requiredCreate:
    "Por favor completa los campos obligatorios: Nombre1, Apellido1, Email y Password.",
  requiredInvite: "Por favor completa los campos obligatorios: Nombre1, Apellido1 y Email.",
  invitationSent: "Invitación enviada. La persona recibirá un enlace para elegir su contraseña.",
  invitationResent: "Invitación reenviada.",
  invitationRevoked: "Invitación anulada.",
  notInvited: "Esta cuenta ya no tiene una invitación pendiente.",
  invitationInvalid: "La invitación no es válida, ya se usó o venció. Pide a la oficina que te la reenvíe.",
  invitationAccepted: "Contraseña guardada. Ya puedes iniciar sesión.",
  invalidRole: "Rol inválido.",
  profileMismatch: "Las contraseñas no coinciden",
  resetMismatch: "Las contraseñas no coinciden.",
  resetRequested:
    "Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.",
  resetInvalidToken: "El enlace para restablecer la contraseña no es válido o ya expiró.",
  resetDone: "Contraseña restablecida correctamente.",
  passwordChanged: "Contraseña actualizada correctamente.",
  notFound: "Administrador no encontrado.",
  roleAboveOwn: "No puedes asignar un rol superior al tuyo.",
  accountAboveOwn: "No puedes modificar una cuenta de rango superior al tuyo.",
  ownEmailFromProfile: "Cambia tu correo desde tu perfil, con tu contraseña actual.",
} as const;

/** What an administrator looks like outside the service layer (no hash, no sessions). */
export interface AdminDto {
  id: number;
  nombre1: string;
  nombre2: string | null;
  nombre3: string | null;
  apellido1: string;
  apellido2: string | null;
  dpi: string | null;
  email: string;
  codigo_pais: string;
  numero_local: string | null;
  departamento: string | null;
  municipio: string | null;
  rol: AdminRoleName;
  estado: boolean;
  /** When the account's invitation was sent, while its owner has not chosen a password yet. */
  invited_at: Date | null;
}

/** One row of the team list. */
export type AdminListItem = Pick<
  AdminDto,
  "id" | "nombre1" | "nombre2" | "apellido1" | "apellido2" | "email" | "rol" | "estado" | "invited_at"
>;

export function fullName(
  admin: Pick<AdminDto, "nombre1" | "apellido1"> & Partial<AdminDto>,
): string {
  return [admin.nombre1, admin.nombre2, admin.nombre3, admin.apellido1, admin.apellido2]
    .filter(Boolean)
    .join(" ");
}

const requiredText = (message: string, max = 60) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres.`);

const optionalText = (max = 60) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => value || null);

const dpiCheck = (value: string | null, ctx: z.RefinementCtx) => {
  const problem = value === null ? null : cuiProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};

const requiredDpi = z
  .string({ error: "El DPI es obligatorio." })
  .trim()
  .min(1, "El DPI es obligatorio.")
  .superRefine(dpiCheck);

const optionalDpi = optionalText(13).superRefine(dpiCheck);

const countryCode = z
  .string({ error: "El código de país es obligatorio." })
  .trim()
  .min(1, "El código de país es obligatorio.")
  .transform((value) => value.replace(/^\+/, ""))
  .pipe(z.string().regex(/^\d{1,4}$/, "El código de país debe tener de 1 a 4 dígitos."));

const localNumber = optionalText(20)
  .transform((value) => value?.replace(/[\s-]/g, "") || null)
  .refine(
    (value) => value === null || /^\d{7,15}$/.test(value),
    "El número de teléfono debe tener de 7 a 15 dígitos.",
  );

const role = z.enum(ADMIN_ROLES, { error: MESSAGES.invalidRole });

/** The fields every administrator form shares; `dpi` is required except on creation. */
const personFields = {
  nombre1: requiredText("El primer nombre es obligatorio."),
  nombre2: optionalText(),
  nombre3: optionalText(),
  apellido1: requiredText("El primer apellido es obligatorio."),
  apellido2: optionalText(),
  dpi: requiredDpi,
  email: emailField(MESSAGES.invalidEmail),
  codigo_pais: countryCode,
  numero_local: localNumber,
  departamento: optionalText(),
  municipio: optionalText(),
};

const PERSON_KEYS = Object.keys(personFields) as (keyof typeof personFields)[];

/** The profile fields of a form value (dropping the password and its confirmation). */
export function profileFields(value: OwnProfileData): OwnProfileData {
  return Object.fromEntries(PERSON_KEYS.map((key) => [key, value[key]])) as OwnProfileData;
}

function checkLocation(
  value: { departamento: string | null; municipio: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.departamento && !departmentNames().includes(value.departamento)) {
    ctx.addIssue({
      code: "custom",
      path: ["departamento"],
      message: "Selecciona un departamento válido.",
    });
  } else if (
    value.municipio &&
    !(value.departamento && isValidLocation(value.departamento, value.municipio))
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["municipio"],
      message: "Selecciona un municipio válido.",
    });
  }
}

// ----- Access -----

export const loginSchema = z.object({
  email: emailField(MESSAGES.invalidEmail),
  password: z.string({ error: "Ingresa tu contraseña." }).min(1, "Ingresa tu contraseña.").max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

export const requestResetSchema = z.object({ email: emailField(MESSAGES.invalidEmail) });
export type RequestResetInput = z.input<typeof requestResetSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: MESSAGES.resetInvalidToken })
    .min(1, MESSAGES.resetInvalidToken)
    .max(200),
  password: adminPassword,
});

/** The reset screen: the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: adminPassword, confirmacion: z.string() })
  .refine((value) => value.password === value.confirmacion, {
    path: ["confirmacion"],
    message: MESSAGES.resetMismatch,
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** PUT /api/auth/change-password: the new password, and the current one that allows it. */
export const changePasswordSchema = z.object({
  current_password: currentPasswordField,
  password: adminPassword,
});

// ----- Accounts -----

/** A new account's fields; `required` is the alert of a missing required one. */
const creationFields = (required: string) =>
  z.object({
    ...personFields,
    nombre1: requiredText(required),
    apellido1: requiredText(required),
    email: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .pipe(emailField(MESSAGES.invalidEmail)),
    dpi: optionalDpi,
    // Not required on creation: Guatemala's code when left empty.
    codigo_pais: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || "502")
      .pipe(countryCode),
    rol: role,
  });

const chosenPassword = z
  .string({ error: MESSAGES.requiredCreate })
  .min(1, MESSAGES.requiredCreate)
  .pipe(adminPassword);

/**
 * POST /api/auth/register: with `password` the account is created with it, for API clients;
 * without, its owner is invited by e-mail to choose one (lib/admins/invitations.ts).
 */
export const adminCreateSchema = creationFields(MESSAGES.requiredCreate)
  .extend({ password: chosenPassword.optional() })
  .superRefine(checkLocation);
export type AdminCreateData = z.output<typeof adminCreateSchema>;

/** /admin/nuevoadmin: the invitation, without a password. */
export const adminInviteSchema = creationFields(MESSAGES.requiredInvite).superRefine(checkLocation);
export type AdminInviteInput = z.input<typeof adminInviteSchema>;

/** scripts/create-admin.ts: the first administrator, who has nobody to be invited by. */
export const firstAdministratorSchema = creationFields(MESSAGES.requiredCreate)
  .extend({ password: chosenPassword })
  .superRefine(checkLocation);
export type FirstAdministratorData = z.output<typeof firstAdministratorSchema>;

/** PUT /api/auth/admin/{id} with rol (the team edit screen). */
export const adminUpdateSchema = z
  .object({
    ...personFields,
    rol: role,
    estado: z.boolean({ error: "El estado debe ser verdadero o falso." }).optional(),
  })
  .superRefine(checkLocation);
export type AdminUpdateInput = z.input<typeof adminUpdateSchema>;
export type AdminUpdateData = z.output<typeof adminUpdateSchema>;

/**
 * PUT /api/auth/admin/{own id} without rol and estado (the own-profile screen); a new e-mail also
 * sends the current password.
 */
export const ownProfileSchema = z
  .object({ ...personFields, current_password: currentPasswordField })
  .superRefine(checkLocation);
export type OwnProfileData = Omit<z.output<typeof ownProfileSchema>, "current_password">;

/** /admin/perfil/editar: the profile fields plus an optional new password and its confirmation. */
export const ownProfileFormSchema = z
  .object({
    ...personFields,
    password: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        // Empty means "keep the current password".
        if (!value) return;
        for (const issue of adminPassword.safeParse(value).error?.issues ?? []) {
          ctx.addIssue({ code: "custom", message: issue.message });
        }
      }),
    confirmacion: z.string().optional(),
    current_password: currentPasswordField,
  })
  .superRefine(checkLocation)
  .refine((value) => (value.password ?? "") === (value.confirmacion ?? ""), {
    path: ["confirmacion"],
    message: MESSAGES.profileMismatch,
  });
export type OwnProfileFormInput = z.input<typeof ownProfileFormSchema>;

export const adminStatusSchema = z.object({
  estado: z.boolean({ error: "El estado debe ser verdadero o falso." }),
});

export const adminIdSchema = z.object({
  id: coercedId(MESSAGES.notFound),
});

const ADMIN_SORTS = ["id", "nombre", "email", "estado"] as const;

const adminSort = z.enum(ADMIN_SORTS).optional().catch(undefined);

/**
 * GET /api/auth/admins and the /admin/equipo table: server-side paging, sorting and search. The
 * order is `orderBy`, as in every list; `sort`, its name here before, still orders old links.
 */
export const adminListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
    pageSize: z.coerce.number().int().min(1).max(100).catch(20),
    q: z.string().trim().max(100).catch("").default(""),
    orderBy: adminSort,
    sort: adminSort,
    dir: z.enum(["asc", "desc"]).catch("asc"),
  })
  .transform(({ orderBy, sort, ...query }) => ({ ...query, orderBy: orderBy ?? sort ?? "id" }));
export type AdminListQuery = z.output<typeof adminListQuerySchema>;
/** The team list (/admin/equipo): search, sort and page in the address. */
export const TEAM_LIST = listAddress("/admin/equipo", adminListQuerySchema);
