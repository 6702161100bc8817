import { ListFilterForm, SelectFilter } from "@/components/admin/ListFilters";
import { SearchFilter } from "@/components/ui/FilterForm";
import { labelledOptions } from "@/components/admin/options";
import { MONTHS } from "@/lib/validation/dates";
import type { ListAddress } from "@/lib/lists/query";
import { NEWS_STATES, NEWS_YEARS, type NewsListFilters } from "@/lib/news/schema";
import { NEWS_STATE_LABELS } from "./states";

const YEARS = Array.from({ length: NEWS_YEARS.max - NEWS_YEARS.min + 1 }, (_, index) => {
  const year = String(NEWS_YEARS.max - index);
  return { value: year, label: year };
});

/** The select filters, each with 'Todos' first. */
const SELECTS = [
  { key: "estado", label: "Estado", options: labelledOptions(NEWS_STATES, NEWS_STATE_LABELS) },
  { key: "anio", label: "Año", options: YEARS },
  {
    key: "mes",
    label: "Mes",
    options: MONTHS.map((month, index) => ({ value: String(index + 1), label: month })),
  },
] as const;

/** The news search waits as the labores one does (product.md §B.9). */
const TYPING_DELAY_MS = 350;

/** Búsqueda, estado, año (2010–2030) and mes (1–12), all in the URL; every change goes back to page 1. */
export function NewsFilters({ list, query }: { list: ListAddress; query: NewsListFilters }) {
  return (
    <ListFilterForm
      list={list}
      query={query}
      label="Filtrar noticias"
      typingDelayMs={TYPING_DELAY_MS}
    >
      <SearchFilter
        id="noticias-q"
        defaultValue={query.q}
        placeholder="Título, resumen o contenido"
      />
      {SELECTS.map(({ key, label, options }) => (
        <SelectFilter
          key={key}
          id={`noticias-${key}`}
          name={key}
          label={label}
          defaultValue={query[key]}
          options={options}
          anyLabel="Todos"
        />
      ))}
    </ListFilterForm>
  );
}
