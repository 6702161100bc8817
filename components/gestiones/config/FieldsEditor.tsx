"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { SelectField, TextField } from "@/components/admin/FormFields";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { Button } from "@/components/ui/Button";
import type { DistrictMunicipalities } from "@/lib/locations";
import { CheckboxField } from "./CheckboxField";
import { EMPTY_FIELD, type TemplateDraft } from "./template-draft";

const TYPE_OPTIONS = [
  { value: "text", label: "Texto corto" },
  { value: "textarea", label: "Párrafo" },
  { value: "select", label: "Lista de opciones" },
  { value: "number", label: "Número (cantidad)" },
  { value: "municipality", label: "Municipio del distrito" },
];

/**
 * The fields of a procedure's form: add, edit, reorder and remove them. Each field's key is taken
 * from its label (template-draft.ts); a district field offers the municipalities of `district`.
 */
export function FieldsEditor({ district }: { district: DistrictMunicipalities }) {
  const { control, watch, formState } = useFormContext<TemplateDraft>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: "fields" });
  const listError = (formState.errors as { fields_list?: { message?: string } }).fields_list;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">Campos del formulario</legend>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Sin campos: el ciudadano solo elegirá el trámite y escribirá su mensaje.
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const name = (part: string) => `fields.${index}.${part}`;
          const number = index + 1;
          return (
            <li key={field.id} className="rounded-md border border-border p-3">
              <p className="mb-2 text-sm font-semibold">Campo {number}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField name={name("label")} label="Etiqueta" required maxLength={120} />
                <SelectField name={name("type")} label="Tipo" options={TYPE_OPTIONS} />
                <TextField name={name("help")} label="Ayuda" maxLength={300} />
              </div>
              {watch(`fields.${index}.type`) === "municipality" && (
                <p className="mt-3 text-sm text-muted-foreground">
                  Ofrece los {district.municipios.length} municipios de {district.alcance}, según el
                  distrito de la identidad de la oficina.
                </p>
              )}
              {watch(`fields.${index}.type`) === "select" && (
                <div className="mt-3">
                  <TextareaField
                    name={name("options")}
                    label="Opciones (una por línea)"
                    required
                    rows={3}
                  />
                </div>
              )}
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <CheckboxField name={name("required")} label="Obligatorio" />
                <span className="flex-1" />
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Subir el campo ${number}`}
                  disabled={index === 0}
                  onClick={() => swap(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Bajar el campo ${number}`}
                  disabled={index === fields.length - 1}
                  onClick={() => swap(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Quitar el campo ${number}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError?.message && (
        <p role="alert" className="text-sm text-danger">
          {listError.message}
        </p>
      )}
      <Button variant="outline" className="self-start" onClick={() => append({ ...EMPTY_FIELD })}>
        <Plus aria-hidden />
        Agregar campo
      </Button>
    </fieldset>
  );
}
