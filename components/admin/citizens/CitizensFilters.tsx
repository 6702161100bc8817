"use client";

import { useEffect, useRef, useState } from "react";
import { FilterForm, SelectFilter } from "@/components/admin/ListFilters";
import { Button } from "@/components/ui/Button";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { CITIZEN_PAGE_SIZES, type CitizenListQuery } from "@/lib/citizens/admin-schema";
import { departmentNames, municipalitiesOf } from "@/lib/locations";

/** Spec 02 §9: the citizen search waits 400 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400;

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const DEPARTMENTS = plain(departmentNames());
const ACTIVE = [
  { value: "1", label: "Activos" },
  { value: "0", label: "Inactivos" },
];
const DELETED = [
  { value: "incluir", label: "Incluir eliminados" },
  { value: "solo", label: "Solo eliminados" },
];
const PAGE_SIZES = CITIZEN_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/**
 * Búsqueda (names, DPI, e-mail), department and its municipalities, active, deleted and page
 * size. Every choice goes to the URL through `onChange`; the text once typing pauses.
 */
export function CitizensFilters({
  query,
  onChange,
  onClear,
}: {
  query: CitizenListQuery;
  onChange: (changes: Partial<CitizenListQuery>) => void;
  onClear: () => void;
}) {
  const [search, setSearch] = useState(query.q ?? "");
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const requested = useRef(query.q ?? "");
  useEffect(() => {
    const q = settled.trim();
    if (q === requested.current) return;
    requested.current = q;
    onChange({ q: q || undefined });
  }, [settled, onChange]);

  const clear = () => {
    requested.current = "";
    setSearch("");
    onClear();
  };

  return (
    <FilterForm
      label="Filtrar ciudadanos"
      idPrefix="ciudadanos"
      search={search}
      searchPlaceholder="Nombre, DPI o correo"
      onSearch={setSearch}
    >
      <SelectFilter
        id="ciudadanos-departamento"
        label="Departamento"
        value={query.departamento ?? ""}
        options={DEPARTMENTS}
        anyLabel="Todos"
        onChange={(value) => onChange({ departamento: value || undefined, municipio: undefined })}
      />
      <SelectFilter
        id="ciudadanos-municipio"
        label="Municipio"
        value={query.municipio ?? ""}
        options={plain(query.departamento ? municipalitiesOf(query.departamento) : [])}
        anyLabel={query.departamento ? "Todos" : "Elige primero el departamento"}
        onChange={(value) => onChange({ municipio: value || undefined })}
      />
      <SelectFilter
        id="ciudadanos-activo"
        label="Estado"
        value={query.activo === undefined ? "" : query.activo ? "1" : "0"}
        options={ACTIVE}
        anyLabel="Todos"
        onChange={(value) => onChange({ activo: value ? value === "1" : undefined })}
      />
      <SelectFilter
        id="ciudadanos-eliminados"
        label="Eliminados"
        value={query.eliminados ?? ""}
        options={DELETED}
        anyLabel="Sin eliminados"
        onChange={(value) =>
          onChange({ eliminados: (value || undefined) as CitizenListQuery["eliminados"] })
        }
      />
      <SelectFilter
        id="ciudadanos-tamano"
        label="Por página"
        value={String(query.pageSize)}
        options={PAGE_SIZES}
        onChange={(value) => onChange({ pageSize: Number(value) })}
      />
      <div className="flex items-end">
        <Button variant="ghost" onClick={clear}>
          Limpiar filtros
        </Button>
      </div>
    </FilterForm>
  );
}
