import {
  CITIZEN_DEFAULT_PAGE_SIZE,
  type CitizenFilters,
  type CitizenListQuery,
} from "@/lib/citizens/admin-schema";

// The citizens list keeps its filters, sort and page in the URL (shareable, kept on reload); the
// export asks for the same filters and sort.

export const CITIZENS_PATH = "/admin/sistema/ciudadanos";

function filterParams(filters: CitizenFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.departamento) params.set("departamento", filters.departamento);
  if (filters.municipio) params.set("municipio", filters.municipio);
  if (filters.activo !== undefined) params.set("activo", filters.activo ? "1" : "0");
  if (filters.eliminados) params.set("eliminados", filters.eliminados);
  if (filters.orderBy) {
    params.set("orderBy", filters.orderBy);
    params.set("dir", filters.dir);
  }
  return params;
}

/** The list's address with some values changed; any change but the page goes back to page 1. */
export function citizensHref(query: CitizenListQuery, changes: Partial<CitizenListQuery>): string {
  const next = { ...query, page: 1, ...changes };
  const params = filterParams(next);
  if (next.pageSize !== CITIZEN_DEFAULT_PAGE_SIZE) params.set("pageSize", String(next.pageSize));
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${CITIZENS_PATH}?${search}` : CITIZENS_PATH;
}

/** GET /api/admin/users/export with the list's filters and sort (every matching row). */
export function exportHref(query: CitizenFilters): string {
  const search = filterParams(query).toString();
  return `/api/admin/users/export${search ? `?${search}` : ""}`;
}
