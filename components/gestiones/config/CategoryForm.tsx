"use client";

import { FormProvider, useForm } from "react-hook-form";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { TextField } from "@/components/admin/FormFields";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { rawResolver } from "@/components/admin/raw-resolver";
import { SubmitButton } from "@/components/admin/SubmitButton";
import type { GestionCatalog } from "@/lib/gestiones/dto";
import { saveCategoryAction } from "@/lib/gestiones/actions";
import { categoryInput } from "@/lib/gestiones/catalog-schema";
import { OrderAndAvailability } from "./OrderAndAvailability";
import { useCatalogSave } from "./use-catalog-save";

type Category = GestionCatalog["categorias"][number];

interface CategoryValues {
  nombre: string;
  descripcion: string;
  sla_dias_habiles: string;
  orden: string;
  activo: boolean;
}

const valuesOf = (category?: Category): CategoryValues => ({
  nombre: category?.nombre ?? "",
  descripcion: category?.descripcion ?? "",
  sla_dias_habiles: String(category?.sla_dias_habiles ?? 10),
  orden: String(category?.orden ?? 0),
  activo: category?.activo ?? true,
});

/** A category's name, description, response time in working days, order and whether it is offered. */
export function CategoryForm({ category, onSaved }: { category?: Category; onSaved: () => void }) {
  const form = useForm<CategoryValues>({
    resolver: rawResolver(categoryInput),
    defaultValues: valuesOf(category),
  });
  const { submit, pending, failure } = useCatalogSave({
    form,
    save: (values) => saveCategoryAction({ id: category?.id, values }),
    texts: { saved: "Categoría guardada.", failed: "No se pudo guardar la categoría." },
    onSaved,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <TextField name="nombre" label="Nombre" required maxLength={120} />
          <TextareaField name="descripcion" label="Descripción" rows={3} maxLength={500} />
          <TextField
            name="sla_dias_habiles"
            label="Tiempo de respuesta (días hábiles)"
            required
            type="number"
            min={1}
            max={90}
            inputMode="numeric"
            hint="Sin fines de semana ni feriados de Guatemala."
          />
          <OrderAndAvailability />
        </fieldset>
        <ErrorAlert message={failure} />
        <SubmitButton pending={pending} label="Guardar categoría" />
      </form>
    </FormProvider>
  );
}
