import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { pageMetadata } from "@/components/public/seo";
import {
  laborQueryString,
  parseLaborQuery,
  receivedQueryString,
  withQuery,
  type SearchParams,
} from "../../_lib/list-query";
import { requireSection } from "../../_lib/section";
import { LABORES_INTRO, LaborList } from "../LaborList";

// The works list with filters or a page number (/labores?q=&anio=&page=, and /logros, rewritten here
// by middleware.ts). Rendered per request from the cached read keyed by the filters.

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseLaborQuery(await searchParams);
  const title = [
    `Labores${query.q ? ` de «${query.q}»` : ""}${query.anio ? ` ${query.anio}` : ""}`,
    query.page > 1 && `página ${query.page}`,
  ]
    .filter(Boolean)
    .join(", ");
  return pageMetadata({
    title,
    description: LABORES_INTRO,
    path: withQuery("/labores", laborQueryString(query)),
    noindex: Boolean(query.q),
  });
}

export default async function FilteredLaboresPage({ searchParams }: Props) {
  await requireSection("mostrar_logros");
  const params = await searchParams;
  const query = parseLaborQuery(params);
  const canonical = laborQueryString(query);
  if (canonical !== receivedQueryString(params))
    permanentRedirect(withQuery("/labores", canonical));
  return <LaborList query={query} />;
}
