import type { Metadata } from "next";
import { PageHeader } from "@/components/public/PageHeader";
import { pageMetadata } from "@/components/public/seo";
import { SiteSearch } from "@/components/search/SiteSearch";
import { searchQueryOf } from "@/components/search/search-query";
import type { SearchParams } from "@/lib/lists/query";

// /buscar?q=: the site search, rendered per request from the index of published content (the
// sections switched off are left out by the search itself). Result pages are not indexed.

const INTRO = "Noticias, labores, biografía, valores, contacto y trámites de la oficina.";

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = searchQueryOf(await searchParams);
  return pageMetadata({
    title: query ? `Resultados de «${query}»` : "Buscar",
    description: INTRO,
    path: "/buscar",
    noindex: Boolean(query),
  });
}

export default async function SearchPage({ searchParams }: Props) {
  const query = searchQueryOf(await searchParams);
  return (
    <>
      <PageHeader
        title="Buscar en el sitio"
        intro={INTRO}
        trail={[{ name: "Buscar", path: "/buscar" }]}
      />
      <div className="container-page flex max-w-3xl flex-col gap-6 py-10 sm:py-12">
        <SiteSearch
          action="/buscar"
          query={query}
          placeholder="Por ejemplo: becas, agua potable, audiencia pública"
        />
      </div>
    </>
  );
}
