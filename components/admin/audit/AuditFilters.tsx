import { FieldShell } from "@/components/admin/FormFields";
import { ListFilterForm, PageSizeFilter } from "@/components/admin/ListFilters";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { ACTOR_LABELS, ACTOR_TYPES, AUDIT_PAGE_SIZES, type AuditQuery } from "@/lib/audit/schema";
import type { ListAddress } from "@/lib/lists/query";

const TEXT_FIELDS = [
  { name: "actor_id", label: "Id del actor", inputMode: "numeric" },
  { name: "accion", label: "Acción (o su comienzo, como news.)", inputMode: "text" },
  { name: "entidad", label: "Entidad", inputMode: "text" },
  { name: "entidad_id", label: "Id de la entidad", inputMode: "text" },
] as const;

/** The log's filters: who, what, on what and when, all kept in the URL. */
export function AuditFilters({ list, query }: { list: ListAddress; query: AuditQuery }) {
  return (
    <ListFilterForm list={list} query={query} label="Filtrar la auditoría" className="mb-4">
      <FieldShell id="auditoria-tipo" label="Tipo de actor">
        <Select id="auditoria-tipo" name="tipo" defaultValue={query.tipo ?? ""}>
          <option value="">Todos</option>
          {ACTOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {ACTOR_LABELS[type]}
            </option>
          ))}
        </Select>
      </FieldShell>
      {TEXT_FIELDS.map((field) => (
        <FieldShell key={field.name} id={`auditoria-${field.name}`} label={field.label}>
          <Input
            id={`auditoria-${field.name}`}
            name={field.name}
            inputMode={field.inputMode}
            defaultValue={query[field.name] ?? ""}
            maxLength={100}
          />
        </FieldShell>
      ))}
      <FieldShell id="auditoria-desde" label="Desde">
        <Input id="auditoria-desde" name="desde" type="date" defaultValue={query.desde ?? ""} />
      </FieldShell>
      <FieldShell id="auditoria-hasta" label="Hasta">
        <Input id="auditoria-hasta" name="hasta" type="date" defaultValue={query.hasta ?? ""} />
      </FieldShell>
      <PageSizeFilter id="auditoria-tamano" value={query.pageSize} sizes={AUDIT_PAGE_SIZES} />
    </ListFilterForm>
  );
}
