import { labelledOptions } from "@/components/admin/options";
import { ListFilterForm, SearchFilter, SelectFilter } from "@/components/admin/ListFilters";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import {
  LABOR_PAGE_SIZES,
  LABOR_STATES,
  LABOR_YEARS,
  type LaborListFilters,
} from "@/lib/labores/schema";
import type { ListAddress } from "@/lib/list-query";
import { LABOR_STATE_LABELS } from "./states";

const STATES = labelledOptions(LABOR_STATES, LABOR_STATE_LABELS);
const PAGE_SIZES = LABOR_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

// Product.md §B.9: 350 ms for the text and year filters, 150 ms for the status.
const TYPING_DELAY_MS = 350;
const CHOICE_DELAY_MS = 150;

/** Búsqueda, año, estado and page size (10, 20, 50, 100), all in the URL. */
export function LaborFilters({ list, query }: { list: ListAddress; query: LaborListFilters }) {
  return (
    <ListFilterForm
      list={list}
      query={query}
      label="Filtrar labores"
      typingDelayMs={TYPING_DELAY_MS}
      choiceDelayMs={CHOICE_DELAY_MS}
    >
      <SearchFilter
        id="labores-q"
        defaultValue={query.q}
        placeholder="Título, resumen o descripción"
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="labores-anio">Año</Label>
        <Input
          id="labores-anio"
          name="anio"
          type="number"
          inputMode="numeric"
          min={LABOR_YEARS.min}
          max={LABOR_YEARS.max}
          defaultValue={query.anio ?? ""}
        />
      </div>
      <SelectFilter
        id="labores-estado"
        name="estado"
        label="Estado"
        defaultValue={query.estado}
        options={STATES}
        anyLabel="Todos"
      />
      <SelectFilter
        id="labores-tamano"
        name="pageSize"
        label="Por página"
        defaultValue={query.pageSize}
        options={PAGE_SIZES}
      />
    </ListFilterForm>
  );
}
