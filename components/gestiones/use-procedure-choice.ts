"use client";

import { useMemo, useState } from "react";
import type { GestionMeta } from "@/lib/gestiones/dto";

/** The category, procedure and field answers of a new gestión, as its form keeps them. */
export interface ProcedureChoice {
  categoria: string;
  template: string;
  answers: Record<string, string>;
}

/**
 * The state of a new gestión's procedure: choosing another category or procedure starts its
 * answers anew; a single category comes chosen. `selects` are ProcedureSelects' props; `restore`
 * puts back a choice kept in a draft.
 */
export function useProcedureChoice(meta: GestionMeta, initialTemplateId?: number) {
  const initial = meta.templates.find((row) => row.id === initialTemplateId);
  const single = meta.categorias.length === 1 ? String(meta.categorias[0]!.id) : "";
  const [choice, setChoice] = useState<ProcedureChoice>({
    categoria: initial ? String(initial.categoria_id) : single,
    template: initial ? String(initial.id) : "",
    answers: {},
  });
  const procedure = meta.templates.find((row) => String(row.id) === choice.template);
  const fields = useMemo(() => procedure?.data_schema_json.fields ?? [], [procedure]);
  return {
    ...choice,
    procedure,
    fields,
    answer: (key: string, value: string) =>
      setChoice((now) => ({ ...now, answers: { ...now.answers, [key]: value } })),
    restore: setChoice,
    selects: {
      meta,
      categoria: choice.categoria,
      template: choice.template,
      onCategoria: (categoria: string) => setChoice({ categoria, template: "", answers: {} }),
      onTemplate: (template: string) => setChoice((now) => ({ ...now, template, answers: {} })),
    },
  };
}
