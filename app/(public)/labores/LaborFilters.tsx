import { ListFilterForm } from "@/components/public/ListFilterForm";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import type { LaborQuery } from "../_lib/list-query";

/** Search and execution year of the works list. */
export function LaborFilters({ query, years }: { query: LaborQuery; years: number[] }) {
  const options = query.anio && !years.includes(query.anio) ? [query.anio, ...years] : years;
  return (
    <ListFilterForm
      path="/labores"
      label="Filtrar labores"
      idPrefix="labores"
      q={query.q}
      active={Boolean(query.q || query.anio)}
      className="grid gap-4 rounded-lg border border-border bg-muted p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="labores-anio">Año de ejecución</Label>
        <Select id="labores-anio" name="anio" defaultValue={query.anio ? String(query.anio) : ""}>
          <option value="">Todos los años</option>
          {options.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </div>
    </ListFilterForm>
  );
}
