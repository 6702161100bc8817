"use client";

import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { LABOR_MESSAGES, LABOR_PAGE_SIZES, LABOR_STATES } from "@/lib/labores/schema";
import { validYear, type LaborFilterValues } from "./list-url";
import { LABOR_STATE_LABELS } from "./states";

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
    <form
      role="search"
      aria-label="Filtrar labores"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="labores-q">Buscar</Label>
        <Input
          id="labores-q"
          type="search"
          value={value.q}
          maxLength={200}
          placeholder="Título, resumen o descripción"
          onChange={(event) => onChange({ ...value, q: event.target.value })}
        />
      </div>
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="labores-estado">Estado</Label>
        <Select
          id="labores-estado"
          value={value.estado}
          onChange={(event) =>
            onChange({ ...value, estado: event.target.value as LaborFilterValues["estado"] })
          }
        >
          <option value="">Todos</option>
          {LABOR_STATES.map((state) => (
            <option key={state} value={state}>
              {LABOR_STATE_LABELS[state]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="labores-tamano">Por página</Label>
        <Select
          id="labores-tamano"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {LABOR_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
