import { z } from "zod";
import { dropInvalid, listAddress, publicListFields, publicNumberField } from "@/lib/lists/query";
import { parseCalendarDate, parseDateTimeInput } from "@/lib/validation/dates";
import {
  blankAsMissing,
  flag,
  isSafeUrl,
  optionalRef,
  optionalText,
  optionalUrl,
  pageField,
  requiredText,
} from "@/lib/validation/fields";

// News (product.md §B.3–§9, product.md §C.7). Client-safe: the editor forms use these schemas too.

export const NEWS_STATES = ["borrador", "programado", "publicado", "archivado"] as const;
export type NewsState = (typeof NEWS_STATES)[number];

const NEWS_ORDERS = ["publicacion", "contenido"] as const;
export type NewsOrder = (typeof NEWS_ORDERS)[number];

export const NEWS_PAGE_SIZE = 12;
const NEWS_MAX_PAGE_SIZE = 100;
export const NEWS_YEARS = { min: 2010, max: 2030 } as const;

export const NEWS_MESSAGES = {
  required: "Título y fecha de contenido son requeridos",
  invalidDate: "La fecha de contenido no es válida.",
  invalidTime: "La hora debe tener el formato HH:mm.",
  invalidState: "Estado no válido.",
  invalidCategory: "La categoría no es válida.",
  missingCategory: "La categoría no existe.",
  scheduleRequired: "Selecciona fecha y hora",
  scheduleInvalid: "La fecha programada no es válida.",
  schedulePast: "La fecha programada debe ser posterior a la hora actual.",
  slugTaken: "Ya existe una noticia con ese slug.",
  notFound: "Noticia no encontrada.",
  mediaNotFound: "Medio no encontrado.",
  mediaUrlRequired: "Falta la URL del medio.",
  mediaUrlInvalid: "La URL del medio no es válida.",
  mediaChangeEmpty: "Indica un título o una posición.",
  position: "La posición debe ser 0 o mayor.",
  fileRequired: "Selecciona un archivo primero.",
  imageRequired: "Selecciona una imagen primero.",
  year: `El año debe estar entre ${NEWS_YEARS.min} y ${NEWS_YEARS.max}.`,
  month: "El mes debe estar entre 1 y 12.",
  pageSize: `El tamaño de página debe estar entre 1 y ${NEWS_MAX_PAGE_SIZE}.`,
} as const;

const calendarDate = z
  .string({ error: NEWS_MESSAGES.required })
  .trim()
  .min(1, NEWS_MESSAGES.required)
  .transform((value, ctx) => {
    const date = parseCalendarDate(value.slice(0, 10));
    if (!date) ctx.addIssue({ code: "custom", message: NEWS_MESSAGES.invalidDate });
    return date as Date;
  });

/** "YYYY-MM-DD HH:mm" (Guatemala time) or ISO; "" and null clear it; missing stays undefined. */
const scheduleDateTime = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || !value.trim()) return null;
    const date = parseDateTimeInput(value);
    if (!date) ctx.addIssue({ code: "custom", message: NEWS_MESSAGES.scheduleInvalid });
    return date;
  });

const newsFields = z.object({
  titulo: requiredText(NEWS_MESSAGES.required, 300),
  subtitulo: optionalText(300),
  resumen: optionalText(1_000),
  contenido_html: optionalText(500_000),
  slug: optionalText(120),
  estado: z.enum(NEWS_STATES, { error: NEWS_MESSAGES.invalidState }).optional(),
  destacado: flag().optional(),
  fecha_contenido: calendarDate,
  hora_contenido: optionalText(8)
    .refine(
      (value) => !value || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value),
      NEWS_MESSAGES.invalidTime,
    )
    .transform((value) => (value ? value.slice(0, 5) : value)),
  fecha_programada: scheduleDateTime,
  categoria_id: optionalRef(NEWS_MESSAGES.invalidCategory),
  portada_url: optionalUrl(),
});

/** POST /api/noticias: titulo and fecha_contenido required; empty optional strings become null. */
export const newsCreateInput = newsFields;
/** PUT /api/noticias/{id}: keys left out keep their value (a status-only update also works). */
export const newsUpdateInput = newsFields.partial();

export type NewsCreateInput = z.input<typeof newsCreateInput>;
export type NewsCreate = z.output<typeof newsCreateInput>;
export type NewsUpdateInput = z.input<typeof newsUpdateInput>;
export type NewsUpdate = z.output<typeof newsUpdateInput>;

/** PATCH /api/noticias/{id}/programar. */
export const newsScheduleInput = z.object({
  fecha_programada: scheduleDateTime.refine(
    (value) => value !== undefined && value !== null,
    NEWS_MESSAGES.scheduleRequired,
  ),
});

const yearFilter = z.coerce
  .number({ error: NEWS_MESSAGES.year })
  .int(NEWS_MESSAGES.year)
  .min(NEWS_YEARS.min, NEWS_MESSAGES.year)
  .max(NEWS_YEARS.max, NEWS_MESSAGES.year);
const monthFilter = z.coerce
  .number({ error: NEWS_MESSAGES.month })
  .int(NEWS_MESSAGES.month)
  .min(1, NEWS_MESSAGES.month)
  .max(12, NEWS_MESSAGES.month);
const pageSizeFilter = z.coerce
  .number({ error: NEWS_MESSAGES.pageSize })
  .int(NEWS_MESSAGES.pageSize)
  .min(1, NEWS_MESSAGES.pageSize)
  .max(NEWS_MAX_PAGE_SIZE, NEWS_MESSAGES.pageSize);
const orderFilter = z.enum(NEWS_ORDERS, { error: "Orden no válido." });

/** GET /api/noticias: q, estado, anio, mes, orden|ordenar, page, pageSize (limit is an alias). */
export const newsListQuery = z
  .object({
    q: blankAsMissing(z.string().trim().max(200, "La búsqueda es demasiado larga.")),
    estado: blankAsMissing(z.enum(NEWS_STATES, { error: NEWS_MESSAGES.invalidState })),
    anio: blankAsMissing(yearFilter),
    mes: blankAsMissing(monthFilter),
    orden: blankAsMissing(orderFilter),
    ordenar: blankAsMissing(orderFilter),
    page: pageField,
    pageSize: blankAsMissing(pageSizeFilter),
    limit: blankAsMissing(pageSizeFilter),
  })
  .transform(({ q, estado, anio, mes, orden, ordenar, page, pageSize, limit }) => ({
    q: q || undefined,
    estado,
    anio,
    mes,
    orden: orden ?? ordenar ?? "publicacion",
    page,
    pageSize: pageSize ?? limit ?? NEWS_PAGE_SIZE,
  }));
export type NewsListFilters = z.output<typeof newsListQuery>;

/** POST /api/noticias/{id}/media (JSON). */
export const newsMediaUrlInput = z.object({
  url: z
    .string({ error: NEWS_MESSAGES.mediaUrlRequired })
    .trim()
    .min(1, NEWS_MESSAGES.mediaUrlRequired)
    .max(2_000, NEWS_MESSAGES.mediaUrlInvalid)
    .refine(isSafeUrl, NEWS_MESSAGES.mediaUrlInvalid),
  titulo: optionalText(300),
});

/** Fields of POST /api/noticias/{id}/media/upload besides `file`. */
export const newsMediaUploadFields = z.object({ titulo: optionalText(300) });

/** PATCH /api/noticias/{id}/media/{mediaId}: titulo or posicion. */
export const newsMediaChangeInput = z
  .object({
    titulo: optionalText(300),
    posicion: z.coerce
      .number({ error: NEWS_MESSAGES.position })
      .int(NEWS_MESSAGES.position)
      .min(0, NEWS_MESSAGES.position)
      .max(100_000, NEWS_MESSAGES.position)
      .optional(),
  })
  .refine(
    (input) => input.titulo !== undefined || input.posicion !== undefined,
    NEWS_MESSAGES.mediaChangeEmpty,
  );

/** DELETE /api/noticias/{id}/media: `{ url }` in the body or `?url=`. */
export const newsMediaUrlRef = z.object({ url: blankAsMissing(z.string().trim().max(2_000)) });

export interface NewsListItem {
  id: number;
  titulo: string;
  subtitulo: string | null;
  resumen: string | null;
  slug: string;
  estado: NewsState;
  destacado: boolean;
  /** YYYY-MM-DD. */
  fecha_contenido: string;
  hora_contenido: string | null;
  fecha_programada: string | null;
  fecha_publicacion: string | null;
  categoria_id: number | null;
  categoria: { id: number; nombre: string; slug: string } | null;
  portada_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewsDetail extends NewsListItem {
  contenido_html: string | null;
  portada_public_id: string | null;
}

export interface NewsMediaItem {
  id: number;
  url: string;
  titulo: string | null;
  posicion: number;
  /** In Spanish, as product.md §C.3 names a news medium ('imagen'); labor media keep product.md part B's English kinds. */
  tipo: NewsMediaKind;
  mime: string | null;
}

export type NewsMediaKind = "imagen" | "video" | "documento";

export interface NewsPage {
  items: NewsListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** Media URLs that get a thumbnail in the media dialog (product.md §B.2). */
export const THUMBNAIL_URL = /\.(png|jpe?g|webp|gif|bmp|svg)(\?.*)?$/i;

/**
 * The public news list's address (/noticias?q=&anio=&mes=&orden=&page=): each value read on its
 * own, a wrong one dropped. middleware.ts sends every one of these keys to the per-request page.
 */
export const newsPageQuery = z.object({
  ...publicListFields,
  anio: publicNumberField(NEWS_YEARS.min, NEWS_YEARS.max),
  mes: publicNumberField(1, 12),
  orden: dropInvalid(z.enum(NEWS_ORDERS), "publicacion"),
});
export type NewsPageQuery = z.output<typeof newsPageQuery>;
export const PUBLIC_NEWS_LIST = listAddress("/noticias", newsPageQuery);
