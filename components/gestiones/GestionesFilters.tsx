import { ListFilterForm, PageSizeFilter } from "@/components/admin/ListFilters";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import type { GestionCatalog } from "@/lib/gestiones/dto";
import { GESTION_STATUSES, STATUS_LABELS, type AdminListQuery } from "@/lib/gestiones/schema";
import type { ListAddress } from "@/lib/lists/query";
import { CHANNEL_LABELS, ORIGIN_CHANNELS } from "@/lib/gestiones/origin-channels";

/** The office list's filters: every choice lands in the URL, so a filtered list can be shared, reloaded and paged. */
export function GestionesFilters({
  list,
  query,
  catalog,
  assignees,
}: {
  list: ListAddress;
  query: AdminListQuery;
  catalog: GestionCatalog;
  assignees: { id: number; nombre: string }[];
}) {
  const categoryName = new Map(catalog.categorias.map((row) => [row.id, row.nombre]));
  return (
    <ListFilterForm list={list} query={query} label="Filtrar gestiones" className="mb-4">
      <div className="flex flex-col gap-1.5 lg:col-span-2">
        <Label htmlFor="filtro-q">Buscar (folio, título, ciudadano, DPI o correo)</Label>
        <Input id="filtro-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-estado">Estado</Label>
        <Select id="filtro-estado" name="estado" defaultValue={query.estado ?? ""}>
          <option value="">Todos</option>
          {GESTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-categoria">Categoría</Label>
        <Select id="filtro-categoria" name="categoria_id" defaultValue={query.categoria_id ?? ""}>
          <option value="">Todas</option>
          {catalog.categorias.map((row) => (
            <option key={row.id} value={row.id}>
              {row.nombre}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-tramite">Trámite</Label>
        <Select id="filtro-tramite" name="template_id" defaultValue={query.template_id ?? ""}>
          <option value="">Todos</option>
          {catalog.templates.map((row) => (
            <option key={row.id} value={row.id}>
              {categoryName.get(row.categoria_id)} · {row.nombre}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-canal">Canal</Label>
        <Select id="filtro-canal" name="canal" defaultValue={query.canal ?? ""}>
          <option value="">Todos</option>
          {ORIGIN_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {CHANNEL_LABELS[channel]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-asignado">Responsable</Label>
        <Select id="filtro-asignado" name="asignado" defaultValue={query.asignado ?? ""}>
          <option value="">Todos</option>
          <option value="me">Mis casos</option>
          <option value="none">Sin asignar</option>
          {assignees.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.nombre}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-orden">Ordenar por</Label>
        <Select id="filtro-orden" name="orden" defaultValue={query.orden}>
          <option value="last_activity">Última actividad</option>
          <option value="due">Fecha de vencimiento</option>
        </Select>
      </div>
      <PageSizeFilter id="filtro-tamano" value={query.pageSize} />
      <label className="flex items-center gap-2 self-end text-sm">
        <input
          type="checkbox"
          name="vencidas"
          value="1"
          defaultChecked={query.vencidas ?? false}
          className="size-4"
        />
        Solo vencidas
      </label>
    </ListFilterForm>
  );
}
