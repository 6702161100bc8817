import { NEWS_PAGE_SIZE, type NewsState } from "@/lib/news/schema";

export interface NewsFilterValues {
  q: string;
  estado: NewsState | "";
  anio: string;
  mes: string;
}

export const NO_FILTERS: NewsFilterValues = { q: "", estado: "", anio: "", mes: "" };

/** GET /api/noticias for the screen: 12 per page, by publication (spec 02 §7). */
export function newsListUrl(filters: NewsFilterValues, page: number): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set("q", q);
  if (filters.estado) params.set("estado", filters.estado);
  if (filters.anio) params.set("anio", filters.anio);
  if (filters.mes) params.set("mes", filters.mes);
  params.set("page", String(page));
  params.set("pageSize", String(NEWS_PAGE_SIZE));
  params.set("ordenar", "publicacion");
  return `/api/noticias?${params}`;
}
