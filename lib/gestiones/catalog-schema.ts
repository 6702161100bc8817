import { z } from "zod";
import { GESTION_MESSAGES, statusValue } from "@/lib/gestiones/schema";
import { flag, optionalText, requiredRef, requiredText } from "@/lib/validation/fields";

// The catalog of gestiones the office configures: categories, the procedures of each with the form
// a procedure asks for (its fields, and the answers' schema built from them), and the preset
// messages. Client-safe: the configuration screens and the citizen's form use these schemas too.

// ----- The form a procedure asks for (data_schema_json) -----

/**
 * A field's kinds. 'municipality' (municipio del distrito) stores no options: they are the
 * municipalities of the office's district (lib/locations/district.ts), filled in by
 * withDistrictOptions wherever the form is shown or checked.
 */
const FIELD_TYPES = ["text", "textarea", "select", "number", "municipality"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Whether a field offers a list to choose from: its own options, or the district's. */
export const isChoiceField = (field: { type: FieldType }) =>
  field.type === "select" || field.type === "municipality";

/** A procedure's fields with the district's municipalities as the options of its district fields. */
export function withDistrictOptions(
  fields: readonly TemplateField[],
  municipios: readonly string[],
): TemplateField[] {
  return fields.map((field) =>
    field.type === "municipality" ? { ...field, options: [...municipios] } : field,
  );
}

export const templateField = z
  .object({
    key: z
      .string({ error: "Cada campo necesita una clave." })
      .trim()
      .regex(
        /^[a-z][a-z0-9_]{0,39}$/,
        "La clave usa minúsculas, números y guiones bajos (máx. 40).",
      ),
    label: requiredText("Cada campo necesita una etiqueta.", 120),
    type: z.enum(FIELD_TYPES, {
      error: "Tipo de campo no válido (texto, párrafo, lista, número o municipio del distrito).",
    }),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
    help: z.string().trim().max(300).optional(),
  })
  .refine((field) => field.type !== "select" || (field.options?.length ?? 0) >= 1, {
    message: "Una lista necesita al menos una opción.",
    path: ["options"],
  });
export type TemplateField = z.output<typeof templateField>;

export const templateSchemaJson = z
  .object({ fields: z.array(templateField).max(30, "Máximo 30 campos.") })
  .refine((value) => new Set(value.fields.map((field) => field.key)).size === value.fields.length, {
    message: "Cada campo necesita una clave distinta.",
    path: ["fields"],
  });

const FIELD_MAX: Record<Exclude<FieldType, "number">, number> = {
  text: 300,
  textarea: 5_000,
  select: 200,
  municipality: 200,
};

/** The digits a number field takes: a count, never a fraction or a sign. */
export const NUMBER_FIELD_DIGITS = 9;

/**
 * A count (a procedure's number field): digits only, sent by the form as text and by API clients as
 * text or a JSON number, stored as a number.
 */
function countAnswer(field: TemplateField) {
  const required = `Completa «${field.label}».`;
  const text = z.preprocess(
    (input) => (typeof input === "number" ? String(input) : input),
    z
      .string({ error: required })
      .trim()
      .regex(/^\d*$/, `«${field.label}»: escribe un número entero, sin puntos ni comas.`)
      .max(NUMBER_FIELD_DIGITS, `«${field.label}»: máximo ${NUMBER_FIELD_DIGITS} cifras.`),
  );
  return field.required
    ? text.refine((digits) => digits !== "", required).transform(Number)
    : text.optional().transform((digits) => (digits ? Number(digits) : undefined));
}

/**
 * The zod schema of the answers to a procedure's fields: the same one checks the citizen's form in
 * the browser and the request on the server. Unknown keys are refused. District fields must come
 * with their options (withDistrictOptions).
 */
export function templateDataSchema(fields: readonly TemplateField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.type === "number") {
      shape[field.key] = countAnswer(field);
      continue;
    }
    const required = `Completa «${field.label}».`;
    let value: z.ZodType<string | undefined> = z
      .string({ error: required })
      .trim()
      .max(FIELD_MAX[field.type], `«${field.label}»: máximo ${FIELD_MAX[field.type]} caracteres.`);
    if (isChoiceField(field)) {
      // A district field whose options were not filled in offers nothing, so accepts nothing.
      const options = field.options ?? [];
      value = (value as z.ZodString).refine(
        (text) => text === "" || options.includes(text),
        `Elige una opción de «${field.label}».`,
      );
    }
    shape[field.key] = field.required
      ? (value as z.ZodString).min(1, required)
      : value.optional().transform((text) => text || undefined);
  }
  return z.strictObject(shape, {
    error: (problem) =>
      problem.code === "unrecognized_keys"
        ? "El formulario tiene campos que el trámite no pide."
        : undefined,
  });
}

// ----- Categories, procedures and preset messages -----

export const categoryInput = z.object({
  nombre: requiredText("El nombre de la categoría es obligatorio.", 120),
  descripcion: optionalText(500),
  sla_dias_habiles: z.coerce
    .number({ error: "Indica el tiempo de respuesta en días hábiles." })
    .int("Indica días hábiles enteros.")
    .min(1, "El tiempo de respuesta es de 1 a 90 días hábiles.")
    .max(90, "El tiempo de respuesta es de 1 a 90 días hábiles."),
  activo: flag().default(true),
  orden: z.coerce.number().int().min(0).max(1_000).default(0),
});
export type CategoryInput = z.input<typeof categoryInput>;

export const templateInput = z.object({
  categoria_id: requiredRef(GESTION_MESSAGES.categoryRequired),
  nombre: requiredText("El nombre del trámite es obligatorio.", 160),
  descripcion: optionalText(500),
  data_schema_json: templateSchemaJson,
  activo: flag().default(true),
  orden: z.coerce.number().int().min(0).max(1_000).default(0),
});
export type TemplateInput = z.input<typeof templateInput>;

export const presetInput = z.object({
  nombre: requiredText("El nombre del mensaje es obligatorio.", 120),
  body: requiredText("Escribe el texto del mensaje.", 5_000),
  to_status: z.union([statusValue, z.null()]).default(null),
  activo: flag().default(true),
});
export type PresetInput = z.input<typeof presetInput>;
