import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { pageMetadata } from "@/components/public/seo";
import { MONTHS } from "@/lib/validation/dates";
import { hrefFor, parseListQuery, receivedHref, type SearchParams } from "@/lib/lists/query";
import { newsPageQuery, PUBLIC_NEWS_LIST } from "@/lib/news/schema";
import { requireSection } from "@/lib/site/section";
import { NEWS_INTRO, NewsList } from "@/components/public/news/NewsList";

// /noticias with filters or a page number (/noticias?q=&anio=&mes=&orden=&page=, rewritten here by
// middleware.ts). Rendered on request, since the filters come from the query string; the data comes
// from the cached read keyed by the filters, so a render costs no database query while it is fresh.

interface Props {
  searchParams: Promise<SearchParams>;
}

function describeFilters(params: SearchParams): { title: string; path: string; noindex: boolean } {
  const { query } = parseListQuery(newsPageQuery, params);
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
  return {
    title,
    path: hrefFor(PUBLIC_NEWS_LIST, query, { page: query.page }),
    noindex: Boolean(query.q),
  };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { title, path, noindex } = describeFilters(await searchParams);
  return pageMetadata({ title, description: NEWS_INTRO, path, noindex });
}

export default async function FilteredNewsPage({ searchParams }: Props) {
  await requireSection("mostrar_noticias");
  const params = await searchParams;
  const { query } = parseListQuery(newsPageQuery, params);
  const canonical = hrefFor(PUBLIC_NEWS_LIST, query, { page: query.page });
  if (canonical !== receivedHref(PUBLIC_NEWS_LIST.path, params)) permanentRedirect(canonical);
  return <NewsList query={query} />;
}
