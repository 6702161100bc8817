import { LABOR_YEARS } from "@/lib/labores/schema";
import { NEWS_ORDERS, NEWS_YEARS, type NewsOrder } from "@/lib/news/schema";

// The filters of the public lists live in the URL (/noticias?q=&anio=&mes=&orden=&page=), so a
// filtered page can be shared and indexed. Each value is read on its own: a wrong one is dropped,
// and the page redirects to the canonical form of what is left.

export type SearchParams = Record<string, string | string[] | undefined>;

const MAX_PAGE = 100_000;

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

function whole(value: string | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function searchText(value: string | undefined): string | undefined {
  return value?.replace(/\u0000/g, "").replace(/\s+/g, " ").slice(0, 200).trim() || undefined;
}

export interface NewsQuery {
  q?: string;
  anio?: number;
  mes?: number;
  orden: NewsOrder;
  page: number;
}

export const DEFAULT_NEWS_QUERY: NewsQuery = { orden: "publicacion", page: 1 };

export function parseNewsQuery(params: SearchParams): NewsQuery {
  const orden = first(params.orden);
  return {
    q: searchText(first(params.q)),
    anio: whole(first(params.anio), NEWS_YEARS.min, NEWS_YEARS.max),
    mes: whole(first(params.mes), 1, 12),
    orden: (NEWS_ORDERS as readonly string[]).includes(orden ?? "") ? (orden as NewsOrder) : "publicacion",
    page: whole(first(params.page), 1, MAX_PAGE) ?? 1,
  };
}

/** The canonical query string ("" for the first page without filters), defaults left out. */
export function newsQueryString({ q, anio, mes, orden, page }: NewsQuery): string {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (anio) search.set("anio", String(anio));
  if (mes) search.set("mes", String(mes));
  if (orden !== "publicacion") search.set("orden", orden);
  if (page > 1) search.set("page", String(page));
  return search.toString();
}

export interface LaborQuery {
  q?: string;
  anio?: number;
  page: number;
}

export const DEFAULT_LABOR_QUERY: LaborQuery = { page: 1 };

export function parseLaborQuery(params: SearchParams): LaborQuery {
  return {
    q: searchText(first(params.q)),
    anio: whole(first(params.anio), LABOR_YEARS.min, LABOR_YEARS.max),
    page: whole(first(params.page), 1, MAX_PAGE) ?? 1,
  };
}

export function laborQueryString({ q, anio, page }: LaborQuery): string {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (anio) search.set("anio", String(anio));
  if (page > 1) search.set("page", String(page));
  return search.toString();
}

/** The query string exactly as received, to compare with the canonical one. */
export function receivedQueryString(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, item);
  }
  return search.toString();
}

/** A path with its query string, if any. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
