"use client";

import { FormProvider, useForm } from "react-hook-form";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { SelectField, TextField } from "@/components/admin/FormFields";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { SubmitButton } from "@/components/admin/SubmitButton";
import type { GestionCatalog } from "@/lib/gestiones/dto";
import type { DistrictMunicipalities } from "@/lib/locations";
import { saveTemplateAction } from "@/lib/gestiones/actions";
import { OrderAndAvailability } from "./OrderAndAvailability";
import { FieldsEditor } from "./FieldsEditor";
import { useCatalogSave } from "./use-catalog-save";
import { draftOf, draftPath, payloadOf, resolveDraft, type TemplateDraft } from "./template-draft";
import { TemplatePreview } from "./TemplatePreview";

type Template = GestionCatalog["templates"][number];

/**
 * A procedure: its category, name and description, and the fields of the form citizens fill in
 * (data_schema_json), with a live preview of that form beside the editor.
 */
export function TemplateForm({
  template,
  categorias,
  district,
  onSaved,
}: {
  template?: Template;
  categorias: GestionCatalog["categorias"];
  district: DistrictMunicipalities;
  onSaved: () => void;
}) {
  const form = useForm<TemplateDraft>({
    resolver: resolveDraft,
    defaultValues: draftOf(template, categorias[0]?.id),
  });
  const { submit, pending, failure } = useCatalogSave({
    form,
    save: (draft) => saveTemplateAction({ id: template?.id, values: payloadOf(draft) }),
    texts: { saved: "Trámite guardado.", failed: "No se pudo guardar el trámite." },
    onSaved,
    // The server names the payload's fields; the form's are the draft's.
    setError: (name, error, options) =>
      form.setError(draftPath(name) as typeof name, error, options),
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <fieldset disabled={pending} className="flex flex-col gap-4">
            <SelectField
              name="categoria_id"
              label="Categoría"
              required
              options={categorias.map((categoria) => ({
                value: String(categoria.id),
                label: categoria.nombre,
              }))}
              placeholder="Selecciona una categoría"
            />
            <TextField name="nombre" label="Nombre del trámite" required maxLength={160} />
            <TextareaField name="descripcion" label="Descripción" rows={2} maxLength={500} />
            <OrderAndAvailability />
            <FieldsEditor district={district} />
          </fieldset>
          <ErrorAlert message={failure} />
          <SubmitButton pending={pending} label="Guardar trámite" />
        </div>
        <TemplatePreview district={district} />
      </form>
    </FormProvider>
  );
}
