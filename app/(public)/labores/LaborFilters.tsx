import Link from "next/link";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import type { LaborQuery } from "../_lib/list-query";

/** Search and execution year of the works list; a plain GET form (shareable URL). */
export function LaborFilters({ query, years }: { query: LaborQuery; years: number[] }) {
  const active = Boolean(query.q || query.anio);
  const options = query.anio && !years.includes(query.anio) ? [query.anio, ...years] : years;
  return (
    <form
      action="/labores"
      method="get"
      role="search"
      aria-label="Filtrar labores"
      className="grid gap-4 rounded-lg border border-border bg-muted p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="labores-q">Buscar</Label>
        <Input id="labores-q" name="q" type="search" defaultValue={query.q ?? ""} placeholder="Palabras clave" maxLength={200} />
      </div>
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
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" className="w-full sm:w-auto">
          Aplicar
        </Button>
        {active && (
          <Link href="/labores" className="inline-flex min-h-10 items-center text-sm font-medium text-primary underline underline-offset-4 hover:no-underline">
            Limpiar filtros
          </Link>
        )}
      </div>
    </form>
  );
}
