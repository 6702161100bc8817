import { LABOR_YEARS, type LaborState } from "@/lib/labores/schema";

export interface LaborFilterValues {
  q: string;
  anio: string;
  estado: LaborState | "";
}

export const NO_LABOR_FILTERS: LaborFilterValues = { q: "", anio: "", estado: "" };

/** GET /api/admin/labores with q, anio, estado, page and pageSize (spec 02 §7). */
export function laborListUrl(filters: LaborFilterValues, page: number, pageSize: number): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set("q", q);
  if (validYear(filters.anio)) params.set("anio", filters.anio.trim());
  if (filters.estado) params.set("estado", filters.estado);
  params.set("page", String(page));
  params.set("pageSize", String(pageSize));
  return `/api/admin/labores?${params}`;
}

/** A year filter is applied once it is a whole year from 1900 to 2100. */
export function validYear(value: string): boolean {
  const year = Number(value.trim());
  return /^\d{4}$/.test(value.trim()) && year >= LABOR_YEARS.min && year <= LABOR_YEARS.max;
}
