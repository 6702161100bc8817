// The office's administration of citizen accounts (product.md §B.2–§9, "Citizens admin"): the list's
// filters, the edit form and the DTOs. Client-safe: the screens use these schemas and types too.
import { z } from "zod";
import {
  always,
  checkLocation,
  compactPhone,
  DEPARTMENT_MESSAGE,
  emailValue,
  optionalName,
  phoneProblem,
} from "@/lib/citizens/schema";
import { type CitizenProfile } from "@/lib/citizens/profile-schema";
import { blankAsMissing, flag, listPageSizeField, pageField } from "@/lib/validation/fields";
import { NAME_MESSAGE, NAME_PATTERN } from "@/lib/validation/person-name";
import { cuiProblem, departmentNames } from "@/lib/locations";
import { cursorField, type KeysetMeta } from "@/lib/lists/cursor";
import { hrefFor, listAddress } from "@/lib/lists/query";

export const CITIZEN_ADMIN_MESSAGES = {
  loadFailed: "Error al cargar",
  operationFailed: "Operación no completada",
  exportFailed: "No se pudo exportar a Excel",
  statusFailed: "No se pudo cambiar el estado",
  restoreFailed: "No se pudo restaurar",
  required: "Primer nombre, primer apellido y correo son obligatorios.",
  notFound: "El ciudadano no existe.",
  anonymised:
    "La cuenta fue eliminada por su titular y sus datos personales ya no existen: no se puede editar ni restaurar.",
  municipalityWithoutDepartment: "Elige primero el departamento.",
  activeRequired: "Indica si la cuenta queda activa (active: true o false).",
  empty: "Sin resultados",
  saved: "Cambios guardados.",
  activated: "Cuenta activada.",
  deactivated: "Cuenta desactivada; sus sesiones se cerraron.",
  deleted: "Cuenta eliminada; sus sesiones se cerraron.",
  restored: "Cuenta restaurada.",
} as const;

// ----- The list -----

const CITIZEN_SORTS = ["nombre", "dpi", "correo"] as const;
/** Soft-deleted accounts are left out unless asked for: with the others, or alone. */
const DELETED_FILTERS = ["incluir", "solo"] as const;

const department = z
  .string()
  .refine((value) => departmentNames().includes(value), DEPARTMENT_MESSAGE);

const filterShape = {
  q: blankAsMissing(z.string().trim().max(100, "La búsqueda es demasiado larga.")).transform(
    (value) => value || undefined,
  ),
  departamento: blankAsMissing(department),
  municipio: blankAsMissing(z.string().max(100, "El municipio no es válido.")),
  activo: blankAsMissing(flag("El filtro de estado es 1 (activos) o 0 (inactivos).")),
  eliminados: blankAsMissing(
    z.enum(DELETED_FILTERS, { error: "El filtro de eliminados es «incluir» o «solo»." }),
  ),
  orderBy: blankAsMissing(z.enum(CITIZEN_SORTS, { error: "Ordena por nombre, dpi o correo." })),
  dir: blankAsMissing(z.enum(["asc", "desc"], { error: "La dirección es asc o desc." })).transform(
    (value) => value ?? "asc",
  ),
};

/** A municipality filter names one of the chosen department's municipalities. */
function checkMunicipalityFilter(
  value: { departamento?: string; municipio?: string },
  ctx: z.RefinementCtx,
) {
  if (value.municipio && !value.departamento) {
    ctx.addIssue({
      code: "custom",
      path: ["municipio"],
      message: CITIZEN_ADMIN_MESSAGES.municipalityWithoutDepartment,
    });
  }
  checkLocation(value, ctx);
}

/** GET /api/admin/users/export: the list's filters and sort, without paging (every matching row). */
export const citizenFilterQuery = z
  .object(filterShape)
  .check(z.superRefine(checkMunicipalityFilter));
export type CitizenFilters = z.output<typeof citizenFilterQuery>;

/**
 * GET /api/admin/users (product.md §B.7): q, departamento, municipio, activo, page, pageSize, orderBy,
 * dir, and the cursor of a page reached from the one before or after it.
 */
export const citizenListQuery = z
  .object({
    ...filterShape,
    page: pageField,
    pageSize: listPageSizeField(),
    cursor: cursorField,
  })
  .check(z.superRefine(checkMunicipalityFilter));
export type CitizenListQuery = z.output<typeof citizenListQuery>;

// ----- The edit form -----

const required = (max: number) =>
  z
    .string({ error: CITIZEN_ADMIN_MESSAGES.required })
    .trim()
    .min(1, CITIZEN_ADMIN_MESSAGES.required)
    .max(max, `Máximo ${max} caracteres.`);

/** An optional text: trimmed, and "" or null stored as null. */
const optional = () =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => value?.trim() || null);

/**
 * PUT /api/admin/users/{id} and the edit form (product.md §B.5): names, DPI (if given, 13 digits and a
 * valid CUI), e-mail, phone and location. Every editable field is replaced; a missing optional one
 * becomes empty.
 */
export const citizenEditSchema = z
  .object({
    primer_nombre: required(60).regex(NAME_PATTERN, NAME_MESSAGE),
    segundo_nombre: optionalName,
    tercer_nombre: optionalName,
    primer_apellido: required(60).regex(NAME_PATTERN, NAME_MESSAGE),
    segundo_apellido: optionalName,
    dpi: optional().superRefine((dpi, ctx) => {
      const problem = dpi ? cuiProblem(dpi) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    correo: emailValue(CITIZEN_ADMIN_MESSAGES.required),
    telefono: optional()
      .transform((phone) => (phone ? compactPhone(phone) : null))
      .superRefine((phone, ctx) => {
        const problem = phone ? phoneProblem(phone) : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    departamento: optional().refine(
      (value) => !value || departmentNames().includes(value),
      DEPARTMENT_MESSAGE,
    ),
    municipio: optional().refine(
      (value) => !value || value.length <= 100,
      "Máximo 100 caracteres.",
    ),
  })
  .check(
    z.superRefine((value: { departamento?: unknown; municipio?: unknown } | null, ctx) => {
      const text = (field: unknown) => (typeof field === "string" ? field : undefined);
      checkMunicipalityFilter(
        { departamento: text(value?.departamento), municipio: text(value?.municipio) },
        ctx,
      );
    }, always),
  );
export type CitizenEditInput = z.input<typeof citizenEditSchema>;
export type CitizenEdit = z.output<typeof citizenEditSchema>;

/** PATCH /api/admin/users/{id}/status. */
export const citizenStatusInput = z.object({
  active: flag(CITIZEN_ADMIN_MESSAGES.activeRequired),
});

// ----- What leaves the server (never a password hash) -----

export interface CitizenAdminItem extends CitizenProfile {
  /** "Apellidos, Nombres": the list is sorted by surname. */
  nombre: string;
  activo: boolean;
  deleted_at: string | null;
  /** Deleted by its owner: personal data erased, so it cannot be edited or restored. */
  anonimizado: boolean;
  updated_at: string;
}

export interface CitizenAdminPage {
  items: CitizenAdminItem[];
  /**
   * `totalCapped`: more accounts match than were counted (the total and pages are then lower
   * bounds); `next` and `prev`: the cursors of the pages after and before this one.
   */
  meta: KeysetMeta & {
    total: number;
    pages: number;
    pageSize: number;
    totalCapped?: true;
  };
}

export interface CitizenGestion {
  id: number;
  folio: string;
  titulo: string;
  status: string;
  categoria: string;
  created_at: string;
}

export interface CitizenAdminDetail extends CitizenAdminItem {
  gestiones: CitizenGestion[];
  total_gestiones: number;
}

/** The citizens list (filters, sort and page in the address) and its export of every matching row. */
export const CITIZENS_LIST = listAddress("/admin/sistema/ciudadanos", citizenListQuery);
const CITIZENS_EXPORT = listAddress("/api/admin/users/export", citizenListQuery);

/** GET /api/admin/users/export with the list's filters and sort. */
export const citizensExportHref = (query: CitizenListQuery) =>
  hrefFor(CITIZENS_EXPORT, query, { page: undefined, pageSize: undefined });
