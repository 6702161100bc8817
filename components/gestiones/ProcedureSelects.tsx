"use client";

import { FieldShell } from "@/components/admin/FormFields";
import { Select } from "@/components/ui/Select";
import type { GestionMeta } from "@/lib/gestiones/dto";

/**
 * The category and procedure of a new gestión, side by side: the procedures are the chosen
 * category's, and choosing another category or procedure starts its fields anew (the caller's
 * `onCategoria`/`onTemplate`).
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
      <FieldShell id={`${id}-categoria`} label="Categoría" required error={errors.categoria_id}>
        <Select
          id={`${id}-categoria`}
          value={categoria}
          aria-invalid={errors.categoria_id ? true : undefined}
          aria-describedby={errors.categoria_id ? `${id}-categoria-error` : undefined}
          onChange={(event) => onCategoria(event.target.value)}
        >
          <option value="">Selecciona una categoría</option>
          {meta.categorias.map((row) => (
            <option key={row.id} value={row.id}>
              {row.nombre}
            </option>
          ))}
        </Select>
      </FieldShell>
      <FieldShell id={`${id}-tramite`} label="Trámite" required error={errors.template_id}>
        <Select
          id={`${id}-tramite`}
          value={template}
          disabled={!categoria}
          aria-invalid={errors.template_id ? true : undefined}
          aria-describedby={errors.template_id ? `${id}-tramite-error` : undefined}
          onChange={(event) => onTemplate(event.target.value)}
        >
          <option value="">Selecciona un trámite</option>
          {templates.map((row) => (
            <option key={row.id} value={row.id}>
              {row.nombre}
            </option>
          ))}
        </Select>
      </FieldShell>
    </div>
  );
}
