import { FilterForm, SearchFilter } from "@/components/ui/FilterForm";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { PUBLIC_LABOR_LIST, type LaborPageQuery } from "@/lib/labores/schema";

/** Search and execution year of the works list. */
export function LaborFilters({ query, years }: { query: LaborPageQuery; years: number[] }) {
  const options = query.anio && !years.includes(query.anio) ? [query.anio, ...years] : years;
  return (
    <FilterForm
      look="public"
      path={PUBLIC_LABOR_LIST.path}
      label="Filtrar labores"
      active={Boolean(query.q || query.anio)}
      className="grid gap-4 rounded-lg border border-border bg-muted p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <SearchFilter id="labores-q" defaultValue={query.q} placeholder="Palabras clave" />
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
    </FilterForm>
  );
}
