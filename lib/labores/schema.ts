import { z } from "zod";
import { listAddress, publicListFields, publicNumberField } from "@/lib/lists/query";
import {
  blankAsMissing,
  coercedId,
  flag,
  optionalRef,
  optionalText,
  listPageSizeField,
  pageField,
  requiredText,
} from "@/lib/validation/fields";
import { departmentNames, isValidLocation } from "@/lib/locations";

// Labores: works and achievements (product.md §B.3–§9). Client-safe: the screens use these schemas too.

export const LABOR_STATES = ["borrador", "publicado", "oculto", "archivado"] as const;
export type LaborState = (typeof LABOR_STATES)[number];

export const LABOR_YEARS = { min: 1900, max: 2100 } as const;
/** Labores per page of the public list (product.md §C.9). */
export const PUBLIC_LABORES_PAGE_SIZE = 12;

export const LABOR_MESSAGES = {
  titleRequired: "El título es obligatorio.",
  year: "Ingresa un año de ejecución válido (1900–2100).",
  saveFailed: "Error al guardar la labor.",
  saved: "Cambios guardados.",
  created: "Labor creada.",
  deleted: "Labor eliminada.",
  notFound: "No se encontró la labor.",
  invalidState: "Estado no válido.",
  invalidCategory: "La categoría no es válida.",
  missingCategory: "La categoría no existe.",
  mediaNotFound: "Archivo no encontrado.",
  filesRequired: "Selecciona al menos un archivo.",
  coverImageOnly: "Solo una imagen puede ser la portada.",
  mediaChangeEmpty: "Indica un título, una descripción o la portada.",
  reorderInvalid: "El orden enviado no es válido.",
  department: "Selecciona un departamento de la lista.",
  municipality: "Selecciona un municipio del departamento elegido.",
  municipalityMissing: "Selecciona el municipio donde se realizó la labor.",
  departmentMissing: "Selecciona el departamento del municipio.",
} as const;

/** 'Estado cambiado a {status}.' */
export const statusChangedMessage = (estado: LaborState) => `Estado cambiado a ${estado}.`;

const year = z.preprocess(
  (value) =>
    value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value,
  z
    .number({ error: LABOR_MESSAGES.year })
    .int(LABOR_MESSAGES.year)
    .min(LABOR_YEARS.min, LABOR_MESSAGES.year)
    .max(LABOR_YEARS.max, LABOR_MESSAGES.year),
);

const laborFields = z.object({
  titulo: requiredText(LABOR_MESSAGES.titleRequired, 300),
  subtitulo: optionalText(300),
  resumen: optionalText(1_000),
  descripcion: optionalText(500_000),
  slug: optionalText(120),
  anio_ejecucion: year,
  categoria_id: optionalRef(LABOR_MESSAGES.invalidCategory),
  destacado: flag().optional(),
  estado: z.enum(LABOR_STATES, { error: LABOR_MESSAGES.invalidState }).optional(),
  portada_alt: optionalText(300),
  departamento: optionalText(120),
  municipio: optionalText(120),
});

/**
 * Where a labor was carried out is a department and one of its municipalities, or neither (the
 * transparency page counts labores by municipality). An update that changes one sends both.
 */
function checkPlace(
  place: { departamento?: string | null; municipio?: string | null },
  ctx: z.RefinementCtx,
) {
  const { departamento, municipio } = place;
  const issue = (path: "departamento" | "municipio", message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (departamento && !departmentNames().includes(departamento))
    issue("departamento", LABOR_MESSAGES.department);
  else if (
    !departamento &&
    (municipio || (municipio === undefined) !== (departamento === undefined))
  )
    issue("departamento", LABOR_MESSAGES.departmentMissing);
  else if (departamento && !municipio) issue("municipio", LABOR_MESSAGES.municipalityMissing);
  else if (departamento && municipio && !isValidLocation(departamento, municipio))
    issue("municipio", LABOR_MESSAGES.municipality);
}

/** POST /api/admin/labores: titulo and anio_ejecucion required; descripcion may hold HTML. */
export const laborCreateInput = laborFields.superRefine(checkPlace);
/** PUT /api/admin/labores/{id}: keys left out keep their value. */
export const laborUpdateInput = laborFields.partial().superRefine(checkPlace);
export type LaborCreateInput = z.input<typeof laborCreateInput>;
export type LaborCreate = z.output<typeof laborCreateInput>;
export type LaborUpdate = z.output<typeof laborUpdateInput>;

/** PATCH /api/admin/labores/{id}/status. */
export const laborStatusInput = z.object({
  estado: z.enum(LABOR_STATES, { error: LABOR_MESSAGES.invalidState }),
});

/** The search and year filters of both labores lists. */
const laborSearchFields = {
  q: blankAsMissing(z.string().trim().max(200, "La búsqueda es demasiado larga.")).transform(
    (value) => value || undefined,
  ),
  anio: blankAsMissing(
    z.coerce
      .number({ error: LABOR_MESSAGES.year })
      .int(LABOR_MESSAGES.year)
      .min(LABOR_YEARS.min, LABOR_MESSAGES.year)
      .max(LABOR_YEARS.max, LABOR_MESSAGES.year),
  ),
};

/** GET /api/admin/labores: q, anio, estado, page, pageSize (1–100; 20 by default). */
export const laborListQuery = z.object({
  ...laborSearchFields,
  estado: blankAsMissing(z.enum(LABOR_STATES, { error: LABOR_MESSAGES.invalidState })),
  page: pageField,
  pageSize: listPageSizeField(),
});
export type LaborListFilters = z.output<typeof laborListQuery>;

/** Fields of POST /api/admin/labores/{id}/media besides the repeated `files`. */
export const laborMediaUploadFields = z.object({
  titulo: optionalText(300),
  descripcion: optionalText(2_000),
});

/** PATCH /api/admin/labores/{id}/media/{mediaId}: titulo, descripcion and/or is_portada (0/1). */
export const laborMediaChangeInput = z
  .object({
    titulo: optionalText(300),
    descripcion: optionalText(2_000),
    is_portada: flag().optional(),
  })
  .refine(
    (input) =>
      input.titulo !== undefined ||
      input.descripcion !== undefined ||
      input.is_portada !== undefined,
    LABOR_MESSAGES.mediaChangeEmpty,
  );

/** PATCH /api/admin/labores/{id}/media/reorder: items of { id, orden }. */
export const laborMediaReorderInput = z.object({
  items: z
    .array(
      z.object({
        id: coercedId(LABOR_MESSAGES.reorderInvalid),
        orden: z.coerce.number().int().min(0).max(1_000_000),
      }),
      { error: LABOR_MESSAGES.reorderInvalid },
    )
    .min(1, LABOR_MESSAGES.reorderInvalid)
    .max(500, LABOR_MESSAGES.reorderInvalid)
    .refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      LABOR_MESSAGES.reorderInvalid,
    ),
});

export interface LaborListItem {
  id: number;
  titulo: string;
  subtitulo: string | null;
  resumen: string | null;
  slug: string;
  anio_ejecucion: number;
  categoria_id: number | null;
  departamento: string | null;
  municipio: string | null;
  destacado: boolean;
  estado: LaborState;
  portada_url: string | null;
  portada_alt: string | null;
  thumbnail_url: string | null;
  total_media: number;
  created_at: string;
  updated_at: string;
}

export interface LaborDetail extends LaborListItem {
  descripcion: string | null;
  portada_public_id: string | null;
}

export interface LaborMediaItem {
  id: number;
  labor_id: number;
  tipo: "image" | "video" | "document";
  mime: string | null;
  titulo: string | null;
  descripcion: string | null;
  orden: number | null;
  /** 1 for the cover, 0 otherwise (spec). */
  is_portada: 0 | 1;
  url: string;
  secure_url: string | null;
  thumbnail_url: string | null;
}

export interface LaborPage {
  items: LaborListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** Product.md §B.9: the cover first, then orden (missing counts as 9999), then id. */
export function sortLaborMedia<
  M extends { id: number; orden: number | null; is_portada: 0 | 1 | boolean | null },
>(media: M[]): M[] {
  const rank = (item: M) => (item.is_portada === 1 || item.is_portada === true ? 0 : 1);
  return [...media].sort(
    (a, b) => rank(a) - rank(b) || (a.orden ?? 9999) - (b.orden ?? 9999) || a.id - b.id,
  );
}

/** GET /api/labores: q, anio, page, pageSize (12 by default), published labores only. */
export const publicLaborListQuery = z.object({
  ...laborSearchFields,
  page: pageField,
  pageSize: listPageSizeField(PUBLIC_LABORES_PAGE_SIZE),
});

/**
 * The public works list's address (/labores?q=&anio=&page=, and /logros): each value read on its
 * own, a wrong one dropped. middleware.ts sends every one of these keys to the per-request page.
 */
export const laborPageQuery = z.object({
  ...publicListFields,
  anio: publicNumberField(LABOR_YEARS.min, LABOR_YEARS.max),
});
export type LaborPageQuery = z.output<typeof laborPageQuery>;
export const PUBLIC_LABOR_LIST = listAddress("/labores", laborPageQuery);
