import { ListFilterForm, PageSizeFilter, SelectFilter } from "@/components/admin/ListFilters";
import { SearchFilter } from "@/components/ui/FilterForm";
import { CITIZENS_LIST, type CitizenListQuery } from "@/lib/citizens/admin-schema";
import { departmentNames, municipalitiesOf } from "@/lib/locations";

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

/**
 * Búsqueda (names, DPI, e-mail), department and its municipalities, active, deleted and page
 * size, all in the URL. A new department shows its own municipalities, so an old one is dropped.
 */
export function CitizensFilters({ query }: { query: CitizenListQuery }) {
  return (
    <ListFilterForm
      list={CITIZENS_LIST}
      query={query}
      label="Filtrar ciudadanos"
      clearLabel="Limpiar filtros"
      dependents={{ departamento: ["municipio"] }}
    >
      <SearchFilter
        id="ciudadanos-q"
        defaultValue={query.q}
        placeholder="Nombre, DPI o correo"
        maxLength={100}
      />
      <SelectFilter
        id="ciudadanos-departamento"
        name="departamento"
        label="Departamento"
        defaultValue={query.departamento}
        options={DEPARTMENTS}
        anyLabel="Todos"
      />
      <SelectFilter
        key={query.departamento ?? ""}
        id="ciudadanos-municipio"
        name="municipio"
        label="Municipio"
        defaultValue={query.municipio}
        options={plain(query.departamento ? municipalitiesOf(query.departamento) : [])}
        anyLabel={query.departamento ? "Todos" : "Elige primero el departamento"}
      />
      <SelectFilter
        id="ciudadanos-activo"
        name="activo"
        label="Estado"
        defaultValue={query.activo === undefined ? "" : query.activo ? "1" : "0"}
        options={ACTIVE}
        anyLabel="Todos"
      />
      <SelectFilter
        id="ciudadanos-eliminados"
        name="eliminados"
        label="Eliminados"
        defaultValue={query.eliminados}
        options={DELETED}
        anyLabel="Sin eliminados"
      />
      <PageSizeFilter id="ciudadanos-tamano" value={query.pageSize} />
    </ListFilterForm>
  );
}
