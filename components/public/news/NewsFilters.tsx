import { FilterDisclosure } from "@/components/public/FilterDisclosure";
import { FilterForm, SearchFilter } from "@/components/ui/FilterForm";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { MONTHS } from "@/lib/validation/dates";
import { PUBLIC_NEWS_LIST, type NewsPageQuery } from "@/lib/news/schema";

/**
 * Search, year, month and order of the news list; on a phone behind a 'Filtros' button (open when
 * filters are applied). The years are those with published news, and the one asked for.
 */
export function NewsFilters({ query, years }: { query: NewsPageQuery; years: number[] }) {
  const active = Boolean(query.q || query.anio || query.mes || query.orden !== "publicacion");
  const shownYears =
    query.anio && !years.includes(query.anio)
      ? [...years, query.anio].sort((a, b) => b - a)
      : years;
  return (
    <FilterDisclosure id="noticias-filtros" initiallyOpen={active}>
      <FilterForm
        look="public"
        path={PUBLIC_NEWS_LIST.path}
        label="Filtrar noticias"
        active={active}
        className="grid gap-4 rounded-lg border border-border bg-muted p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
        actionsClassName="sm:col-span-2 lg:col-span-1"
      >
        <SearchFilter
          id="noticias-q"
          defaultValue={query.q}
          placeholder="Palabras clave"
          className="sm:col-span-2 lg:col-span-1"
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="noticias-anio">Año</Label>
          <Select
            id="noticias-anio"
            name="anio"
            defaultValue={query.anio ? String(query.anio) : ""}
          >
            <option value="">Todos los años</option>
            {shownYears.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="noticias-mes">Mes</Label>
          <Select id="noticias-mes" name="mes" defaultValue={query.mes ? String(query.mes) : ""}>
            <option value="">Todos los meses</option>
            {MONTHS.map((month, index) => (
              <option key={month} value={index + 1}>
                {month}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="noticias-orden">Ordenar por</Label>
          <Select id="noticias-orden" name="orden" defaultValue={query.orden}>
            <option value="publicacion">Fecha de publicación</option>
            <option value="contenido">Fecha del contenido</option>
          </Select>
        </div>
      </FilterForm>
    </FilterDisclosure>
  );
}
