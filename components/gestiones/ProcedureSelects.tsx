"use client";

import { FormField } from "@/components/auth/FormField";
import { Select } from "@/components/ui/Select";
import type { GestionMeta } from "@/lib/gestiones/dto";

/**
 * The category and procedure of a new gestión, side by side: the procedures are the chosen
 * category's. Their state, and the answers a new choice clears, live in `useProcedureChoice`,
 * whose `selects` are these props.
 */
export function ProcedureSelects({
  id,
  meta,
  categoria,
  template,
  errors,
  onCategoria,
  onTemplate,
}: {
  id: string;
  meta: GestionMeta;
  categoria: string;
  template: string;
  errors: Record<string, string | undefined>;
  onCategoria: (value: string) => void;
  onTemplate: (value: string) => void;
}) {
  const templates = meta.templates.filter((row) => String(row.categoria_id) === categoria);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${id}-categoria`} label="Categoría" required error={errors.categoria_id}>
        {(control) => (
          <Select
            {...control}
            value={categoria}
            onChange={(event) => onCategoria(event.target.value)}
          >
            <option value="">Selecciona una categoría</option>
            {meta.categorias.map((row) => (
              <option key={row.id} value={row.id}>
                {row.nombre}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id={`${id}-tramite`} label="Trámite" required error={errors.template_id}>
        {(control) => (
          <Select
            {...control}
            value={template}
            disabled={!categoria}
            onChange={(event) => onTemplate(event.target.value)}
          >
            <option value="">Selecciona un trámite</option>
            {templates.map((row) => (
              <option key={row.id} value={row.id}>
                {row.nombre}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
