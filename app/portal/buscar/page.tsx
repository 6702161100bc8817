import type { Metadata } from "next";
import { SiteSearch } from "@/components/search/SiteSearch";
import { searchQueryOf } from "@/components/search/search-query";
import { requireCitizenPage } from "@/lib/citizens/page-guard";

export const metadata: Metadata = { title: "Buscar" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /portal/buscar?q=: the portal header's search box, over the same published content as /buscar. */
export default async function PortalSearchPage({ searchParams }: Props) {
  await requireCitizenPage();
  const query = searchQueryOf(await searchParams);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Buscar</h1>
        <p className="text-muted-foreground">
          Noticias, labores, biografía, valores, contacto y los trámites que puedes solicitar.
        </p>
      </header>
      <SiteSearch action="/portal/buscar" query={query} />
    </div>
  );
}
