"use client";

import { FilterForm, SelectFilter } from "@/components/admin/ListFilters";
import { labelledOptions } from "@/components/admin/options";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { LABOR_MESSAGES, LABOR_PAGE_SIZES, LABOR_STATES } from "@/lib/labores/schema";
import { validYear, type LaborFilterValues } from "./list-url";
import { LABOR_STATE_LABELS } from "./states";

const STATES = labelledOptions(LABOR_STATES, LABOR_STATE_LABELS);
const PAGE_SIZES = LABOR_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** Búsqueda, año, estado and page size (10, 20, 50, 100). The screen debounces them. */
export function LaborFilters({
  value,
  onChange,
  pageSize,
  onPageSize,
}: {
  value: LaborFilterValues;
  onChange: (value: LaborFilterValues) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
}) {
  const yearProblem = value.anio.trim() !== "" && !validYear(value.anio);
  return (
    <FilterForm
      label="Filtrar labores"
      idPrefix="labores"
      search={value.q}
      searchPlaceholder="Título, resumen o descripción"
      onSearch={(q) => onChange({ ...value, q })}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="labores-anio">Año</Label>
        <Input
          id="labores-anio"
          type="number"
          inputMode="numeric"
          min={1900}
          max={2100}
          value={value.anio}
          aria-invalid={yearProblem || undefined}
          aria-describedby={yearProblem ? "labores-anio-error" : undefined}
          onChange={(event) => onChange({ ...value, anio: event.target.value })}
        />
        {yearProblem && (
          <p id="labores-anio-error" className="text-sm text-danger">
            {LABOR_MESSAGES.year}
          </p>
        )}
      </div>
      <SelectFilter
        id="labores-estado"
        label="Estado"
        value={value.estado}
        options={STATES}
        anyLabel="Todos"
        onChange={(estado) => onChange({ ...value, estado: estado as LaborFilterValues["estado"] })}
      />
      <SelectFilter
        id="labores-tamano"
        label="Por página"
        value={pageSize}
        options={PAGE_SIZES}
        onChange={(size) => onPageSize(Number(size))}
      />
    </FilterForm>
  );
}
