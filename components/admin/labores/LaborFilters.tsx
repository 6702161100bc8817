import { labelledOptions } from "@/components/admin/options";
import { ListFilterForm, PageSizeFilter, SelectFilter } from "@/components/admin/ListFilters";
import { SearchFilter } from "@/components/ui/FilterForm";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { LABOR_STATES, LABOR_YEARS, type LaborListFilters } from "@/lib/labores/schema";
import type { ListAddress } from "@/lib/lists/query";
import { LABOR_STATE_LABELS } from "./states";

const STATES = labelledOptions(LABOR_STATES, LABOR_STATE_LABELS);

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
      <PageSizeFilter id="labores-tamano" value={query.pageSize} />
    </ListFilterForm>
  );
}
