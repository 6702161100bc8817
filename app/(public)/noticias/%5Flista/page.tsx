import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { pageMetadata } from "@/components/public/seo";
import { MONTHS } from "@/lib/dates";
import {
  newsQueryString,
  parseNewsQuery,
  receivedQueryString,
  withQuery,
  type SearchParams,
} from "../../_lib/list-query";
import { requireSection } from "../../_lib/section";
import { NEWS_INTRO, NewsList } from "../NewsList";

// /noticias with filters or a page number (/noticias?q=&anio=&mes=&orden=&page=, rewritten here by
// middleware.ts). Rendered on request, since the filters come from the query string; the data comes
// from the cached read keyed by the filters, so a render costs no database query while it is fresh.

interface Props {
  searchParams: Promise<SearchParams>;
}

function describeFilters(params: SearchParams): { title: string; path: string; noindex: boolean } {
  const query = parseNewsQuery(params);
  const parts = [
    query.q && `«${query.q}»`,
    query.mes && MONTHS[query.mes - 1]?.toLowerCase(),
    query.anio && String(query.anio),
  ].filter(Boolean);
  const title = [
    `Noticias${parts.length ? ` de ${parts.join(" ")}` : ""}`,
    query.page > 1 && `página ${query.page}`,
  ]
    .filter(Boolean)
    .join(", ");
  // Search results are for visitors; the year, month and page views are worth indexing.
  return { title, path: withQuery("/noticias", newsQueryString(query)), noindex: Boolean(query.q) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { title, path, noindex } = describeFilters(await searchParams);
  return pageMetadata({ title, description: NEWS_INTRO, path, noindex });
}

export default async function FilteredNewsPage({ searchParams }: Props) {
  await requireSection("mostrar_noticias");
  const params = await searchParams;
  const query = parseNewsQuery(params);
  const canonical = newsQueryString(query);
  if (canonical !== receivedQueryString(params))
    permanentRedirect(withQuery("/noticias", canonical));
  return <NewsList query={query} />;
}
