import { searchPassages } from "@/lib/search/queries";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";

const RESULTS = 20;

/** A search page's form, prefilled with `query`, and its results (/buscar, /portal/buscar). */
export async function SiteSearch({
  action,
  query,
  placeholder,
}: {
  action: string;
  query: string;
  placeholder?: string;
}) {
  const result = query ? await searchPassages(query, { limit: RESULTS }) : null;
  return (
    <>
      <SearchForm
        action={action}
        id="buscar-pagina"
        name="Búsqueda"
        visibleLabel="¿Qué buscas?"
        defaultValue={query}
        placeholder={placeholder}
      />
      <SearchResults query={query} result={result} />
    </>
  );
}
