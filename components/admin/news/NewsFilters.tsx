"use client";

import { FilterForm, SelectFilter } from "@/components/admin/ListFilters";
import { labelledOptions } from "@/components/admin/options";
import { MONTHS } from "@/lib/dates";
import { NEWS_STATES, NEWS_YEARS } from "@/lib/news/schema";
import type { NewsFilterValues } from "./list-url";
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

/** Búsqueda, estado, año (2010–2030) and mes (1–12); every change goes back to page 1. */
export function NewsFilters({
  value,
  onChange,
}: {
  value: NewsFilterValues;
  onChange: (value: NewsFilterValues) => void;
}) {
  return (
    <FilterForm
      label="Filtrar noticias"
      idPrefix="noticias"
      search={value.q}
      searchPlaceholder="Título, resumen o contenido"
      onSearch={(q) => onChange({ ...value, q })}
    >
      {SELECTS.map(({ key, label, options }) => (
        <SelectFilter
          key={key}
          id={`noticias-${key}`}
          label={label}
          value={value[key]}
          options={options}
          anyLabel="Todos"
          onChange={(next) => onChange({ ...value, [key]: next } as NewsFilterValues)}
        />
      ))}
    </FilterForm>
  );
}
