import { z } from "zod";
import { blankAsMissing, pageField } from "@/lib/fields";
import { LABOR_MESSAGES, LABOR_YEARS } from "@/lib/labores/schema";
import { PUBLIC_LABORES_PAGE_SIZE } from "@/lib/labores/queries";

const PAGE_SIZE_MESSAGE = "El tamaño de página debe estar entre 1 y 100.";

export const pageSizeField = z.coerce
  .number({ error: PAGE_SIZE_MESSAGE })
  .int(PAGE_SIZE_MESSAGE)
  .min(1, PAGE_SIZE_MESSAGE)
  .max(100, PAGE_SIZE_MESSAGE);

/** GET /api/labores: q, anio, page, pageSize (12 by default), published labores only. */
export const publicLaborListQuery = z.object({
  q: blankAsMissing(z.string().trim().max(200, "La búsqueda es demasiado larga.")).transform((value) => value || undefined),
  anio: blankAsMissing(
    z.coerce
      .number({ error: LABOR_MESSAGES.year })
      .int(LABOR_MESSAGES.year)
      .min(LABOR_YEARS.min, LABOR_MESSAGES.year)
      .max(LABOR_YEARS.max, LABOR_MESSAGES.year),
  ),
  page: pageField,
  pageSize: blankAsMissing(pageSizeField).transform((size) => size ?? PUBLIC_LABORES_PAGE_SIZE),
});
