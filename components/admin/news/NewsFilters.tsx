"use client";

import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { NEWS_STATES, NEWS_YEARS } from "@/lib/news/schema";
import type { NewsFilterValues } from "./list-url";
import { MONTHS, NEWS_STATE_LABELS } from "./states";

const YEARS = Array.from(
  { length: NEWS_YEARS.max - NEWS_YEARS.min + 1 },
  (_, index) => NEWS_YEARS.max - index,
);

/** Búsqueda, estado, año (2010–2030) and mes (1–12); every change goes back to page 1. */
export function NewsFilters({
  value,
  onChange,
}: {
  value: NewsFilterValues;
  onChange: (value: NewsFilterValues) => void;
}) {
  const set = <K extends keyof NewsFilterValues>(key: K, next: NewsFilterValues[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <form
      role="search"
      aria-label="Filtrar noticias"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="noticias-q">Buscar</Label>
        <Input
          id="noticias-q"
          type="search"
          value={value.q}
          maxLength={200}
          placeholder="Título, resumen o contenido"
          onChange={(event) => set("q", event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="noticias-estado">Estado</Label>
        <Select
          id="noticias-estado"
          value={value.estado}
          onChange={(event) => set("estado", event.target.value as NewsFilterValues["estado"])}
        >
          <option value="">Todos</option>
          {NEWS_STATES.map((state) => (
            <option key={state} value={state}>
              {NEWS_STATE_LABELS[state]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="noticias-anio">Año</Label>
        <Select
          id="noticias-anio"
          value={value.anio}
          onChange={(event) => set("anio", event.target.value)}
        >
          <option value="">Todos</option>
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="noticias-mes">Mes</Label>
        <Select
          id="noticias-mes"
          value={value.mes}
          onChange={(event) => set("mes", event.target.value)}
        >
          <option value="">Todos</option>
          {MONTHS.map((month, index) => (
            <option key={month} value={index + 1}>
              {month}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
