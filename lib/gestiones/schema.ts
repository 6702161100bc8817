import { z } from "zod";
import { ORIGIN_CHANNELS } from "@/lib/gestiones/origin-channels";
import { cursorField } from "@/lib/lists/cursor";
import { listAddress } from "@/lib/lists/query";
import {
  blankAsMissing,
  flag,
  idSchema,
  listPageSizeField,
  optionalText,
  pageField,
  requiredRef,
  requiredText,
} from "@/lib/validation/fields";

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
  templateUnavailable: "Ese trámite ya no está disponible. Elige otro.",
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

const STATUS_ERROR = "Selecciona un estado válido.";
export const statusValue = z.preprocess(
  (value) => (typeof value === "string" ? (LEGACY_STATUSES[value] ?? value) : value),
  z.enum(GESTION_STATUSES, { error: STATUS_ERROR }),
);

// ----- Citizens -----

/** The Idempotency-Key header of a creating request: one row per key, even under retries. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(8, "La clave de idempotencia es demasiado corta.")
  .max(200, "La clave de idempotencia es demasiado larga.");

const LOCATION_MESSAGES = {
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
 * Where the problem is: the browser's position, shared only after the citizen's
 * consent. Optional; latitude and longitude come together or not at all.
 */
const gestionLocation = z
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
export type GestionCreate = z.output<typeof gestionCreateInput>;

/** GET /api/portal/gestiones: page, pageSize (20 by default), q over folio and title. */
export const citizenListQuery = z.object({
  q: blankAsMissing(z.string().trim().max(100, "La búsqueda es demasiado larga.")).transform(
    (value) => value || undefined,
  ),
  page: pageField,
  pageSize: listPageSizeField(),
});
export type CitizenListQuery = z.output<typeof citizenListQuery>;
/** The citizen's list (/portal/sugerencias): search and page in the address. */
export const OWN_GESTIONES_LIST = listAddress("/portal/sugerencias", citizenListQuery);

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

const ADMIN_SORTS = ["last_activity", "due"] as const;

/** GET /api/portal/admin/gestiones (product.md §B.7, plus the office's filters). */
export const adminListQuery = z.object({
  estado: blankAsMissing(statusValue),
  q: blankAsMissing(z.string().trim().max(100, "La búsqueda es demasiado larga.")).transform(
    (value) => value || undefined,
  ),
  categoria_id: blankAsMissing(idSchema),
  template_id: blankAsMissing(idSchema),
  /** The channel the case came through (`canal_origen`). */
  canal: blankAsMissing(z.enum(ORIGIN_CHANNELS, { error: "Canal no válido." })),
  /** "me" (Mis casos), "none" (sin asignar) or an administrator's id. */
  asignado: blankAsMissing(z.union([z.enum(["me", "none"]), idSchema])),
  vencidas: blankAsMissing(flag()),
  orden: blankAsMissing(z.enum(ADMIN_SORTS, { error: "Orden no válido." })).transform(
    (value) => value ?? "last_activity",
  ),
  page: pageField,
  pageSize: listPageSizeField(),
  /** The cursor of a page reached from the one before or after it (lib/lists/cursor.ts). */
  cursor: cursorField,
});
export type AdminListQuery = z.output<typeof adminListQuery>;

/** POST /api/portal/admin/gestiones/{id}/messages: a reply to the citizen or an internal note. */
export const staffMessageInput = z.object({
  body: requiredText(GESTION_MESSAGES.staffMessageEmpty, 5_000),
  is_internal: flag().default(false),
});

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
