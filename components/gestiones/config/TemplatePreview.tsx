"use client";

import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { DynamicField } from "@/components/gestiones/DynamicField";
import { withDistrictOptions, type TemplateField } from "@/lib/gestiones/catalog-schema";
import type { DistrictMunicipalities } from "@/lib/locations";
import { payloadOf, type TemplateDraft } from "./template-draft";

/**
 * The citizen's form as the draft stands now: the fields that have a label, a district field with
 * the municipalities of `district`.
 */
export function TemplatePreview({ district }: { district: DistrictMunicipalities }) {
  const id = useId();
  const draft = useWatch<TemplateDraft>() as TemplateDraft;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const fields = withDistrictOptions(
    payloadOf({ ...draft, fields: draft.fields ?? [] }).data_schema_json.fields.filter(
      (field) => field.label.trim() && field.key.trim(),
    ) as TemplateField[],
    district.municipios,
  );
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="rounded-md border border-dashed border-border bg-muted/40 p-4 lg:sticky lg:top-0 lg:self-start"
    >
      <h3 id={`${id}-titulo`} className="mb-1 font-semibold">
        Vista previa
      </h3>
      <p className="mb-4 text-sm text-muted-foreground">
        Así verá el ciudadano el formulario de «{draft.nombre?.trim() || "este trámite"}».
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">Agrega campos para verlos aquí.</p>
      ) : (
        <div className="flex flex-col gap-4">
          {fields.map((field, index) => (
            <DynamicField
              key={`${index}-${field.key}`}
              field={field}
              idPrefix={`${id}-vista`}
              value={answers[field.key] ?? ""}
              onChange={(value) => setAnswers((all) => ({ ...all, [field.key]: value }))}
            />
          ))}
        </div>
      )}
    </section>
  );
}
