import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { pageMetadata } from "@/components/public/seo";
import { laborPageQuery, PUBLIC_LABOR_LIST } from "@/lib/labores/schema";
import { hrefFor, parseListQuery, receivedHref, type SearchParams } from "@/lib/lists/query";
import { requireSection } from "@/lib/site/section";
import { LABORES_INTRO, LaborList } from "@/components/public/labores/LaborList";

// The works list with filters or a page number (/labores?q=&anio=&page=, and /logros, rewritten here
// by middleware.ts). Rendered per request from the cached read keyed by the filters.

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = parseListQuery(laborPageQuery, await searchParams);
  const title = [
    `Labores${query.q ? ` de «${query.q}»` : ""}${query.anio ? ` ${query.anio}` : ""}`,
    query.page > 1 && `página ${query.page}`,
  ]
    .filter(Boolean)
    .join(", ");
  return pageMetadata({
    title,
    description: LABORES_INTRO,
    path: hrefFor(PUBLIC_LABOR_LIST, query, { page: query.page }),
    noindex: Boolean(query.q),
  });
}

export default async function FilteredLaboresPage({ searchParams }: Props) {
  await requireSection("mostrar_logros");
  const params = await searchParams;
  const { query } = parseListQuery(laborPageQuery, params);
  const canonical = hrefFor(PUBLIC_LABOR_LIST, query, { page: query.page });
  if (canonical !== receivedHref(PUBLIC_LABOR_LIST.path, params)) permanentRedirect(canonical);
  return <LaborList query={query} />;
}
