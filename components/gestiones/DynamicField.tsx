"use client";

import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { Textarea } from "@/components/ui/Textarea";
import {
  isChoiceField,
  NUMBER_FIELD_DIGITS,
  type TemplateField,
} from "@/lib/gestiones/catalog-schema";

/** One field of a procedure's form, as its data_schema_json describes it. */
export function DynamicField({
  field,
  value,
  error,
  onChange,
  idPrefix,
}: {
  field: TemplateField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${field.key}`;
  const describedBy = [field.help ? `${id}-ayuda` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    value,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {field.label}
        {field.required ? " *" : " (opcional)"}
      </Label>
      {isChoiceField(field) ? (
        <Select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">Selecciona una opción</option>
          {(field.options ?? []).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </Select>
      ) : field.type === "textarea" ? (
        <Textarea
          {...common}
          rows={5}
          maxLength={5_000}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : field.type === "number" ? (
        // Text with a numeric keyboard rather than type="number": no spinner, no wheel changes,
        // and what the person typed is what the server checks.
        <Input
          {...common}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={NUMBER_FIELD_DIGITS}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input {...common} maxLength={300} onChange={(event) => onChange(event.target.value)} />
      )}
      {field.help && (
        <p id={`${id}-ayuda`} className="text-sm text-muted-foreground">
          {field.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
