import { z } from "zod";

// Field schemas shared by the content modules' zod schemas. Safe to import from client code.

/**
 * An optional text: trimmed, "" and null become null, and a missing key stays undefined (so an
 * update leaves that field alone).
 */
export function optionalText(max = 2000, tooLong = `Máximo ${max} caracteres.`) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null))
    .refine((value) => !value || value.length <= max, tooLong);
}

/** A required text, trimmed; blank or missing gives `message`. */
export function requiredText(message: string, max = 300) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres.`);
}

/** true/false from JSON, or "true"/"false"/"1"/"0"/1/0 from forms (spec: is_portada is 0/1). */
export function flag(message = "Valor no válido.") {
  return z.preprocess(
    (value) => {
      if (value === "true" || value === "1" || value === 1 || value === "on") return true;
      if (value === "false" || value === "0" || value === 0) return false;
      return value;
    },
    z.boolean({ error: message }),
  );
}

/**
 * The largest PostgreSQL `integer`, the type of every id and counter column: a bigger number would
 * reach the database only to fail there (a 500), so every identifier is bounded by it here.
 */
export const MAX_DATABASE_INT = 2_147_483_647;

/** An identifier of a row as a number: whole, 1 to MAX_DATABASE_INT; `message` for anything else. */
function databaseId(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_DATABASE_INT, message);
}

/** An optional reference to another row: an identifier, or null ("" too); missing stays undefined. */
export function optionalRef(message: string) {
  return z.preprocess(
    (value) => (value === "" ? null : typeof value === "string" ? Number(value) : value),
    z.union([databaseId(message), z.null()]).optional(),
  );
}

/** A required reference (an identifier) from JSON or a form field. */
export function requiredRef(message: string) {
  return z.preprocess(
    (value) =>
      value === "" || value === null
        ? undefined
        : typeof value === "string"
          ? Number(value)
          : value,
    databaseId(message),
  );
}

/** The id a slug-or-id path segment names: digits within the id range; null for a slug. */
export function idFromSegment(segment: string): number | null {
  const id = /^\d{1,10}$/.test(segment) ? Number(segment) : 0;
  return id >= 1 && id <= MAX_DATABASE_INT ? id : null;
}

/** An http(s) URL or a path on this site ("/api/files/…"); "" and null become null. */
export function optionalUrl(message = "La URL no es válida.") {
  return optionalText(2000).refine((value) => !value || isSafeUrl(value), message);
}

export function isSafeUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const ID_MESSAGE = "Identificador no válido.";

/** An identifier from a path, a query or a body, whatever name it goes by there. */
export function coercedId(message = ID_MESSAGE) {
  return z.coerce.number({ error: message }).pipe(databaseId(message));
}
export const idSchema = coercedId();

/** Route params `{ id }`. */
export const idParams = z.object({ id: idSchema });

/** Route params `{ id, mediaId }`. */
export const mediaParams = z.object({ id: idSchema, mediaId: idSchema });

/** `page` (≥ 1) from a query string, 1 when missing. */
export const pageField = z.coerce
  .number({ error: "La página no es válida." })
  .int("La página no es válida.")
  .min(1, "La página no es válida.")
  .max(100_000, "La página no es válida.")
  .default(1);

const PAGE_SIZE_MESSAGE = "El tamaño de página debe estar entre 1 y 100.";

/** The page sizes an office list's screen offers, and the one it opens with. */
export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
const LIST_DEFAULT_PAGE_SIZE = 20;

/** `pageSize` (1–100) from a query string. */
const pageSizeField = z.coerce
  .number({ error: PAGE_SIZE_MESSAGE })
  .int(PAGE_SIZE_MESSAGE)
  .min(1, PAGE_SIZE_MESSAGE)
  .max(100, PAGE_SIZE_MESSAGE);

/** A query value that may come as "" from a form: "" counts as missing. */
export function blankAsMissing<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/**
 * `pageSize` of a list through the API: any size from 1 to 100, `fallback` when missing. The
 * screens offer only a few sizes (`parseListQuery`'s `pageSizes`); an API client picks its own.
 */
export const listPageSizeField = (fallback: number = LIST_DEFAULT_PAGE_SIZE) =>
  blankAsMissing(pageSizeField).transform((size) => size ?? fallback);
