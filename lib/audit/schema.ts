import { z } from "zod";
import {
  blankAsMissing,
  coercedId,
  LIST_PAGE_SIZES,
  listPageSizeField,
  pageField,
} from "@/lib/validation/fields";
import { parseCalendarDate } from "@/lib/validation/dates";

// The audit log screen and export (/admin/sistema/auditoria): who, what, when, on what.
// Client-safe: the filter form reads these too.

export const ACTOR_TYPES = ["admin", "citizen", "system", "anonymous"] as const;
export const ACTOR_LABELS: Record<(typeof ACTOR_TYPES)[number], string> = {
  admin: "Administrador",
  citizen: "Ciudadano",
  system: "Sistema",
  anonymous: "Anónimo",
};

/** The log is read in longer pages than the other lists: its screen offers from 20 up. */
export const AUDIT_PAGE_SIZES = LIST_PAGE_SIZES.filter((size) => size >= 20);
const AUDIT_DEFAULT_PAGE_SIZE = 50;

const day = (message: string) =>
  blankAsMissing(
    z
      .string()
      .trim()
      .refine((value) => parseCalendarDate(value) !== null, message),
  );

/** GET /api/admin/auditoria and its export: every filter optional, dates as Guatemala days. */
export const auditQuery = z
  .object({
    tipo: blankAsMissing(z.enum(ACTOR_TYPES, { error: "Tipo de actor no válido." })),
    actor_id: blankAsMissing(coercedId("Actor no válido.")),
    accion: blankAsMissing(z.string().trim().max(100, "La acción es demasiado larga.")).transform(
      (value) => value || undefined,
    ),
    entidad: blankAsMissing(z.string().trim().max(100, "La entidad es demasiado larga.")).transform(
      (value) => value || undefined,
    ),
    entidad_id: blankAsMissing(
      z.string().trim().max(100, "El identificador es demasiado largo."),
    ).transform((value) => value || undefined),
    desde: day("La fecha inicial no es válida."),
    hasta: day("La fecha final no es válida."),
    page: pageField,
    pageSize: listPageSizeField(AUDIT_DEFAULT_PAGE_SIZE),
  })
  .refine((query) => !query.desde || !query.hasta || query.desde <= query.hasta, {
    message: "La fecha inicial va antes de la final.",
    path: ["hasta"],
  });
export type AuditQuery = z.output<typeof auditQuery>;
export type AuditFilters = Omit<AuditQuery, "page" | "pageSize">;

export interface AuditItem {
  id: number;
  created_at: string;
  actor_type: (typeof ACTOR_TYPES)[number];
  actor_id: number | null;
  /** The administrator's or citizen's name and e-mail, when the account still exists. */
  actor_name: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  details: unknown;
  ip: string | null;
  /** How many times the entry happened within its window, and the last time (ISO). */
  count: number;
  last_at: string;
}
