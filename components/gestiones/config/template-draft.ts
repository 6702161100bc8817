import type { FieldErrors } from "react-hook-form";
import type { GestionCatalog } from "@/lib/gestiones/dto";
import { templateInput, type FieldType, type TemplateInput } from "@/lib/gestiones/catalog-schema";

// The procedure editor works on a draft of plain form values (options as one text, one per line);
// the payload built from it is what the same zod schema checks here and on the server.

export interface FieldDraft {
  key: string;
  label: string;
  type: FieldType;
  required: boolean;
  options: string;
  help: string;
}

export interface TemplateDraft {
  categoria_id: string;
  nombre: string;
  descripcion: string;
  orden: string;
  activo: boolean;
  fields: FieldDraft[];
}

type Template = GestionCatalog["templates"][number];

export const EMPTY_FIELD: FieldDraft = {
  key: "",
  label: "",
  type: "text",
  required: false,
  options: "",
  help: "",
};

export function draftOf(template?: Template, categoriaId?: number): TemplateDraft {
  return {
    categoria_id: String(template?.categoria_id ?? categoriaId ?? ""),
    nombre: template?.nombre ?? "",
    descripcion: template?.descripcion ?? "",
    orden: String(template?.orden ?? 0),
    activo: template?.activo ?? true,
    fields: (template?.data_schema_json.fields ?? []).map((field) => ({
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required,
      options: (field.options ?? []).join("\n"),
      help: field.help ?? "",
    })),
  };
}

const MAX_KEY = 40;

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function payloadOf(draft: TemplateDraft): TemplateInput {
  const keys = fieldKeys(draft.fields);
  return {
    categoria_id: draft.categoria_id,
    nombre: draft.nombre,
    descripcion: draft.descripcion,
    orden: draft.orden,
    activo: draft.activo,
    data_schema_json: {
      fields: draft.fields.map((field, index) => ({
        key: keys[index]!,
        label: field.label,
        type: field.type,
        required: field.required,
        ...(field.type === "select" ? { options: lines(field.options) } : {}),
        ...(field.help.trim() ? { help: field.help } : {}),
      })),
    },
  };
}

/** A field key from its label: "Número de personas" → "numero_de_personas". */
function keyFrom(label: string): string {
  const key = label
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, MAX_KEY)
    .replace(/_+$/, "");
  return /^[a-z]/.test(key) ? key : key ? `campo_${key}`.slice(0, MAX_KEY) : "";
}

/**
 * The keys of a procedure's fields. A saved field keeps its key (the citizens' answers are stored
 * under it, so renaming the label must not lose them); a new one takes it from its label, made
 * distinct from the others ("municipio", "municipio_2").
 */
export function fieldKeys(fields: readonly Pick<FieldDraft, "key" | "label">[]): string[] {
  const taken = new Set(fields.map((field) => field.key.trim()).filter(Boolean));
  return fields.map((field, index) => {
    const kept = field.key.trim();
    if (kept) return kept;
    const base = keyFrom(field.label) || `campo_${index + 1}`;
    let key = base;
    for (let suffix = 2; taken.has(key); suffix++) {
      key = `${base.slice(0, MAX_KEY - String(suffix).length - 1)}_${suffix}`;
    }
    taken.add(key);
    return key;
  });
}

/**
 * Where a problem of the payload shows in the draft form ("fields_list" for the list as a whole; a
 * field's key, which the form does not show, on its label).
 */
export function draftPath(payloadPath: string): string {
  const path = payloadPath.replace(/^values\./, "").replace(/^data_schema_json\./, "");
  if (path === "fields" || path === "data_schema_json") return "fields_list";
  return path.replace(/^(fields\.\d+)\.key$/, "$1.label");
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node = (node[part] ??= {}) as Record<string, unknown>;
  }
  const last = parts.at(-1)!;
  if (!(last in node)) node[last] = value;
}

/** react-hook-form's resolver: the draft's payload checked by the server's own schema. */
export async function resolveDraft(draft: TemplateDraft) {
  const parsed = templateInput.safeParse(payloadOf(draft));
  if (parsed.success) return { values: draft, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    setPath(errors, draftPath(issue.path.join(".")), { type: issue.code, message: issue.message });
  }
  return { values: {}, errors: errors as FieldErrors<TemplateDraft> };
}
