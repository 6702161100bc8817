import { z } from "zod";
import {
  blankAsMissing,
  flag,
  idSchema,
  optionalText,
  pageField,
  requiredRef,
  requiredText,
} from "@/lib/fields";

// Gestiones: the requests citizens file and the office answers (product.md §C.2–§9, product.md §B.2–§9).
// Client-safe: the portal's and the back office's forms use these schemas too.

export const GESTION_STATUSES = [
  "new",
  "in_review",
  "in_progress",
  "waiting_info",
  "resolved",
  "rejected",
] as const;
export type GestionStatus = (typeof GESTION_STATUSES)[number];

/** How each status reads in Spanish, on badges, filters and timelines. */
export const STATUS_LABELS: Record<GestionStatus, string> = {
  new: "Nuevo",
  in_review: "En revisión",
  in_progress: "En progreso",
  waiting_info: "Información pendiente",
  resolved: "Resuelto",
  rejected: "Rechazado",
};

/** The older Spanish values of product.md §B.4, accepted wherever a status is sent. */
const LEGACY_STATUSES: Record<string, GestionStatus> = {
  nuevo: "new",
  en_revision: "in_review",
  en_progreso: "in_progress",
  info_pendiente: "waiting_info",
  resuelto: "resolved",
  rechazado: "rejected",
};

/** A status value as the screens show it: its Spanish label, 'creado' for anything unknown (product.md §C.4). */
export function statusLabel(value: string | null | undefined): string {
  const status = value ? (LEGACY_STATUSES[value] ?? value) : undefined;
  return status && status in STATUS_LABELS ? STATUS_LABELS[status as GestionStatus] : "creado";
}

/** Open gestiones count against their response time; resolved and rejected ones are closed. */
export const OPEN_STATUSES: readonly GestionStatus[] = [
  "new",
  "in_review",
  "in_progress",
  "waiting_info",
];

export const GESTION_MESSAGES = {
  noOptions: "No hay opciones disponibles por ahora.",
  optionsFailed: "No se pudieron cargar las opciones.",
  createFailed: "No se pudo crear la gestión.",
  listFailed: "No se pudo cargar el listado.",
  detailFailed: "No se pudo cargar el detalle.",
  sendFailed: "No se pudo enviar el mensaje.",
  emptyList: "No tienes sugerencias todavía...",
  emptyTimeline: "Sin eventos aún.",
  replyEmpty: "Escribe un mensaje o adjunta archivos.",
  staffMessageEmpty: "Escribe un mensaje",
  notFound: "No existe.",
  categoryRequired: "Selecciona una categoría.",
  templateRequired: "Selecciona un trámite.",
  templateMismatch: "El trámite no pertenece a la categoría elegida.",
  statusRequired: "Selecciona el nuevo estado.",
  presetRequired: "Selecciona un mensaje predefinido.",
  presetUnknown: "El mensaje predefinido no existe.",
  customRequired: "Escribe el comentario para el ciudadano.",
  created: "Gestión creada.",
  sent: "Mensaje enviado.",
  replySent: "Respuesta enviada al ciudadano.",
  noteSaved: "Nota interna guardada",
  statusChanged: "Estado actualizado.",
  feedbackThanks: "Gracias por contarnos.",
  feedbackOnlyResolved: "Solo puedes opinar sobre una gestión resuelta.",
  reopenOnce: "Una gestión se puede reabrir una sola vez.",
  reopenWindow: "Solo puedes reabrir una gestión dentro de los 30 días siguientes a su resolución.",
  reopened: "Gestión reabierta.",
  assigned: "Responsable actualizado.",
  assigneeUnknown: "Ese administrador no existe o está inactivo.",
} as const;

export const STATUS_ERROR = "Selecciona un estado válido.";
const statusValue = z.preprocess(
  (value) => (typeof value === "string" ? (LEGACY_STATUSES[value] ?? value) : value),
  z.enum(GESTION_STATUSES, { error: STATUS_ERROR }),
);

// ----- The form a procedure asks for (data_schema_json) -----

export const FIELD_TYPES = ["text", "textarea", "select", "number"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const templateField = z
  .object({
    key: z
      .string({ error: "Cada campo necesita una clave." })
      .trim()
      .regex(
        /^[a-z][a-z0-9_]{0,39}$/,
        "La clave usa minúsculas, números y guiones bajos (máx. 40).",
      ),
    label: requiredText("Cada campo necesita una etiqueta.", 120),
    type: z.enum(FIELD_TYPES, {
      error: "Tipo de campo no válido (texto, párrafo, lista o número).",
    }),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
    help: z.string().trim().max(300).optional(),
  })
  .refine((field) => field.type !== "select" || (field.options?.length ?? 0) >= 1, {
    message: "Una lista necesita al menos una opción.",
    path: ["options"],
  });
export type TemplateField = z.output<typeof templateField>;

export const templateSchemaJson = z
  .object({ fields: z.array(templateField).max(30, "Máximo 30 campos.") })
  .refine((value) => new Set(value.fields.map((field) => field.key)).size === value.fields.length, {
    message: "Cada campo necesita una clave distinta.",
    path: ["fields"],
  });
export type TemplateSchemaJson = z.output<typeof templateSchemaJson>;

const FIELD_MAX: Record<Exclude<FieldType, "number">, number> = {
  text: 300,
  textarea: 5_000,
  select: 200,
};

/** The digits a number field takes: a count, never a fraction or a sign. */
export const NUMBER_FIELD_DIGITS = 9;

/**
 * A count (a procedure's number field): digits only, sent by the form as text and by API clients as
 * text or a JSON number, stored as a number.
 */
function countAnswer(field: TemplateField) {
  const required = `Completa «${field.label}».`;
  const text = z.preprocess(
    (input) => (typeof input === "number" ? String(input) : input),
    z
      .string({ error: required })
      .trim()
      .regex(/^\d*$/, `«${field.label}»: escribe un número entero, sin puntos ni comas.`)
      .max(NUMBER_FIELD_DIGITS, `«${field.label}»: máximo ${NUMBER_FIELD_DIGITS} cifras.`),
  );
  return field.required
    ? text.refine((digits) => digits !== "", required).transform(Number)
    : text.optional().transform((digits) => (digits ? Number(digits) : undefined));
}

/**
 * The zod schema of the answers to a procedure's fields: the same one checks the citizen's form in
 * the browser and the request on the server. Unknown keys are refused.
 */
export function templateDataSchema(fields: readonly TemplateField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.type === "number") {
      shape[field.key] = countAnswer(field);
      continue;
    }
    const required = `Completa «${field.label}».`;
    let value: z.ZodType<string | undefined> = z
      .string({ error: required })
      .trim()
      .max(FIELD_MAX[field.type], `«${field.label}»: máximo ${FIELD_MAX[field.type]} caracteres.`);
    if (field.type === "select") {
      const options = field.options ?? [];
      value = (value as z.ZodString).refine(
        (text) => text === "" || options.includes(text),
        `Elige una opción de «${field.label}».`,
      );
    }
    shape[field.key] = field.required
      ? (value as z.ZodString).min(1, required)
      : value.optional().transform((text) => text || undefined);
  }
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "El formulario tiene campos que el trámite no pide."
        : undefined,
  });
}

// ----- Citizens -----

/** The Idempotency-Key header of a creating request: one row per key, even under retries. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(8, "La clave de idempotencia es demasiado corta.")
  .max(200, "La clave de idempotencia es demasiado larga.");

export const LOCATION_MESSAGES = {
  latitude: "La latitud debe ser un número entre -90 y 90.",
  longitude: "La longitud debe ser un número entre -180 y 180.",
  both: "Envía la latitud y la longitud juntas, o ninguna de las dos.",
  accuracy: "La precisión debe ser un número de metros entre 0 y 100000.",
} as const;

/** A coordinate rounded to 6 decimals (about 10 cm), as the database keeps it. */
const coordinate = (limit: number, message: string) =>
  z
    .number({ error: message })
    .min(-limit, message)
    .max(limit, message)
    .transform((value) => Math.round(value * 1e6) / 1e6);

/**
 * Where the problem is (issue 21, item 9): the browser's position, shared only after the citizen's
 * consent. Optional; latitude and longitude come together or not at all.
 */
export const gestionLocation = z
  .object(
    {
      latitud: coordinate(90, LOCATION_MESSAGES.latitude).optional(),
      longitud: coordinate(180, LOCATION_MESSAGES.longitude).optional(),
      precision_m: z
        .number({ error: LOCATION_MESSAGES.accuracy })
        .min(0, LOCATION_MESSAGES.accuracy)
        .max(100_000, LOCATION_MESSAGES.accuracy)
        .transform(Math.round)
        .nullish(),
    },
    { error: LOCATION_MESSAGES.both },
  )
  .refine((value) => (value.latitud === undefined) === (value.longitud === undefined), {
    message: LOCATION_MESSAGES.both,
  })
  .transform((value) =>
    value.latitud === undefined || value.longitud === undefined
      ? null
      : {
          latitud: value.latitud,
          longitud: value.longitud,
          precision_m: value.precision_m ?? null,
        },
  );
export type GestionLocation = NonNullable<z.output<typeof gestionLocation>>;

/** POST /api/portal/gestiones (product.md §C.7): the procedure chosen and the answers to its form. */
export const gestionCreateInput = z.object({
  categoria_id: requiredRef(GESTION_MESSAGES.categoryRequired),
  template_id: requiredRef(GESTION_MESSAGES.templateRequired),
  titulo: optionalText(200),
  data: z
    .record(z.string(), z.unknown(), { error: "Envía las respuestas del formulario." })
    .default({}),
  canal_origen: z.enum(["portal", "telefono", "presencial"]).default("portal"),
  ubicacion: gestionLocation.nullish(),
});
export type GestionCreateInput = z.input<typeof gestionCreateInput>;
export type GestionCreate = z.output<typeof gestionCreateInput>;

/** GET /api/portal/gestiones: page, pageSize (20 by default), q over folio and title. */
export const CITIZEN_PAGE_SIZE = 20;
export const citizenListQuery = z.object({
  q: blankAsMissing(z.string().trim().max(100, "La búsqueda es demasiado larga.")).transform(
    (value) => value || undefined,
  ),
  page: pageField,
  pageSize: blankAsMissing(z.coerce.number().int().min(1).max(100)).transform(
    (size) => size ?? CITIZEN_PAGE_SIZE,
  ),
});
export type CitizenListQuery = z.output<typeof citizenListQuery>;

/** The text of a reply; files go beside it in the same multipart request. */
export const replyBody = z.object({
  body: optionalText(5_000, "El mensaje es demasiado largo (máximo 5000 caracteres)."),
});

export const feedbackInput = z.object({
  resolved: flag("Indica si la respuesta resolvió tu problema."),
  comment: optionalText(1_000),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

export const reopenInput = z.object({
  comment: requiredText("Cuéntanos por qué reabres la gestión.", 1_000),
});

// ----- The office -----

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_SORTS = ["last_activity", "due"] as const;

/** GET /api/portal/admin/gestiones (product.md §B.7, plus the office's filters). */
export const adminListQuery = z.object({
  estado: blankAsMissing(statusValue),
  q: blankAsMissing(z.string().trim().max(100, "La búsqueda es demasiado larga.")).transform(
    (value) => value || undefined,
  ),
  categoria_id: blankAsMissing(idSchema),
  template_id: blankAsMissing(idSchema),
  /** "me" (Mis casos), "none" (sin asignar) or an administrator's id. */
  asignado: blankAsMissing(z.union([z.enum(["me", "none"]), idSchema])),
  vencidas: blankAsMissing(flag()),
  orden: blankAsMissing(z.enum(ADMIN_SORTS, { error: "Orden no válido." })).transform(
    (value) => value ?? "last_activity",
  ),
  page: pageField,
  pageSize: blankAsMissing(
    z.coerce.number().refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size), {
      message: "El tamaño de página debe ser 10, 20, 50 o 100.",
    }),
  ).transform((size) => size ?? ADMIN_DEFAULT_PAGE_SIZE),
});
export type AdminListQuery = z.output<typeof adminListQuery>;

/** POST /api/portal/admin/gestiones/{id}/messages: a reply to the citizen or an internal note. */
export const staffMessageInput = z.object({
  body: requiredText(GESTION_MESSAGES.staffMessageEmpty, 5_000),
  is_internal: flag().default(false),
});
export type StaffMessageInput = z.input<typeof staffMessageInput>;

/**
 * PATCH /api/portal/admin/gestiones/{id}/status: to_status plus a comment for the citizen, either a
 * preset message (preset_id) or free text (body).
 */
/** A status change as made: the comment the citizen received and the new status. */
export interface AppliedStatusChange {
  comment: string;
  status: GestionStatus;
}

/** The answer of a status change, the same through the REST route and the server action. */
export const statusChangeAnswer = ({ comment, status }: AppliedStatusChange) => ({
  ok: true as const,
  message: GESTION_MESSAGES.statusChanged,
  comentario_aplicado: comment,
  status,
});

export const statusChangeInput = z.discriminatedUnion(
  "comment_mode",
  [
    z.object({
      comment_mode: z.literal("preset"),
      to_status: statusValue,
      preset_id: requiredRef(GESTION_MESSAGES.presetRequired),
    }),
    z.object({
      comment_mode: z.literal("custom"),
      to_status: statusValue,
      body: requiredText(GESTION_MESSAGES.customRequired, 5_000),
    }),
  ],
  { error: "Elige un mensaje predefinido o escribe uno propio." },
);
export type StatusChangeInput = z.input<typeof statusChangeInput>;

export const assignInput = z.object({
  admin_id: z.union([idSchema, z.null()], { error: "Responsable no válido." }),
});

// ----- Configuration -----

export const categoryInput = z.object({
  nombre: requiredText("El nombre de la categoría es obligatorio.", 120),
  descripcion: optionalText(500),
  sla_dias_habiles: z.coerce
    .number({ error: "Indica el tiempo de respuesta en días hábiles." })
    .int("Indica días hábiles enteros.")
    .min(1, "El tiempo de respuesta es de 1 a 90 días hábiles.")
    .max(90, "El tiempo de respuesta es de 1 a 90 días hábiles."),
  activo: flag().default(true),
  orden: z.coerce.number().int().min(0).max(1_000).default(0),
});
export type CategoryInput = z.input<typeof categoryInput>;

export const templateInput = z.object({
  categoria_id: requiredRef(GESTION_MESSAGES.categoryRequired),
  nombre: requiredText("El nombre del trámite es obligatorio.", 160),
  descripcion: optionalText(500),
  data_schema_json: templateSchemaJson,
  activo: flag().default(true),
  orden: z.coerce.number().int().min(0).max(1_000).default(0),
});
export type TemplateInput = z.input<typeof templateInput>;

export const presetInput = z.object({
  nombre: requiredText("El nombre del mensaje es obligatorio.", 120),
  body: requiredText("Escribe el texto del mensaje.", 5_000),
  to_status: z.union([statusValue, z.null()]).default(null),
  activo: flag().default(true),
});
export type PresetInput = z.input<typeof presetInput>;
