"use client";

import { FormProvider, useForm } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { SelectField, TextField } from "@/components/admin/FormFields";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { rawResolver } from "@/components/admin/raw-resolver";
import { SubmitButton } from "@/components/admin/SubmitButton";
import type { GestionCatalog } from "@/lib/gestiones/dto";
import { savePresetAction } from "@/lib/gestiones/actions";
import { presetInput } from "@/lib/gestiones/catalog-schema";
import { GESTION_STATUSES, STATUS_LABELS } from "@/lib/gestiones/schema";
import { CheckboxField } from "./CheckboxField";
import { useCatalogSave } from "./use-catalog-save";

type Preset = GestionCatalog["presets"][number];

interface PresetValues {
  nombre: string;
  body: string;
  to_status: string;
  activo: boolean;
}

const STATUS_OPTIONS = GESTION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** A preset status message: its name for the office, its text for the citizen, an optional status. */
export function PresetForm({ preset, onSaved }: { preset?: Preset; onSaved: () => void }) {
  const form = useForm<PresetValues>({
    // The select offers only real statuses or none (""), which the payload sends as null.
    resolver: rawResolver(presetInput.extend({ to_status: z.string() })),
    defaultValues: {
      nombre: preset?.nombre ?? "",
      body: preset?.body ?? "",
      to_status: preset?.to_status ?? "",
      activo: preset?.activo ?? true,
    },
  });
  const { submit, pending, failure } = useCatalogSave({
    form,
    save: (values) =>
      savePresetAction({
        id: preset?.id,
        values: { ...values, to_status: values.to_status || null },
      }),
    texts: { saved: "Mensaje guardado.", failed: "No se pudo guardar el mensaje." },
    onSaved,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <TextField name="nombre" label="Nombre" required maxLength={120} />
          <TextareaField
            name="body"
            label="Texto para el ciudadano"
            required
            rows={5}
            maxLength={5000}
          />
          <SelectField
            name="to_status"
            label="Estado que propone"
            options={STATUS_OPTIONS}
            placeholder="Ninguno (cualquier estado)"
          />
          <CheckboxField name="activo" label="Disponible al cambiar estados" />
        </fieldset>
        <ErrorAlert message={failure} />
        <SubmitButton pending={pending} label="Guardar mensaje" />
      </form>
    </FormProvider>
  );
}
