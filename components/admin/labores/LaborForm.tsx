"use client";

import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { createLaborAction, updateLaborAction } from "@/lib/labores/actions";
import {
  CategoryField,
  FeaturedField,
  HeadlineFields,
  RichTextField,
  StateField,
  type Category,
} from "@/components/admin/ContentFields";
import { TextField } from "@/components/admin/FormFields";
import { PlaceFields } from "@/components/admin/PlaceFields";
import { rawResolver } from "@/components/admin/raw-resolver";
import { applyServerErrors } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import {
  LABOR_MESSAGES,
  LABOR_STATES,
  laborCreateInput,
  type LaborDetail,
} from "@/lib/labores/schema";
import { laborFormValues, laborPayload, type LaborFormValues } from "./labor-form-values";
import { LABOR_STATE_LABELS } from "./states";

const resolver = rawResolver<LaborFormValues>(laborCreateInput);

/** 'Nueva labor' / 'Editar: title' (product.md §B.2, §5, §8). */
export function LaborForm({
  labor,
  categories,
  labelledBy,
  onSaved,
  onCancel,
}: {
  labor: LaborDetail | null;
  categories: readonly Category[];
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSaved: (labor: LaborDetail, created: boolean) => void;
  onCancel: () => void;
}) {
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LaborFormValues>({ resolver, defaultValues: laborFormValues(labor) });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      const failed = (message: string) => {
        setFailure(message);
        toast.error("No se pudo guardar.");
      };
      try {
        const payload = laborPayload(values);
        const result = labor
          ? await updateLaborAction({ id: labor.id, values: payload })
          : await createLaborAction(payload);
        if (!result.ok) {
          applyServerErrors(form.setError, result.errors, "values.");
          failed(result.code === "INTERNAL" ? LABOR_MESSAGES.saveFailed : result.message);
          return;
        }
        toast.success(labor ? LABOR_MESSAGES.saved : LABOR_MESSAGES.created);
        onSaved(result.data, !labor);
      } catch {
        failed(LABOR_MESSAGES.saveFailed);
      }
    });
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={submit}
        className="flex flex-col gap-4"
      >
        <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
          <HeadlineFields />
          <RichTextField name="descripcion" label="Descripción" disabled={pending} />
          <TextField
            name="anio_ejecucion"
            label="Año de ejecución"
            type="number"
            inputMode="numeric"
            min={1900}
            max={2100}
            required
          />
          <StateField states={LABOR_STATES} labels={LABOR_STATE_LABELS} />
          <CategoryField categories={categories} />
          <PlaceFields />
          <FeaturedField className="self-end" />
        </fieldset>
        {failure && (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" disabled={pending} onClick={onCancel}>
            {labor ? "Nueva labor" : "Limpiar"}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Guardando…" : labor ? "Guardar cambios" : "Crear labor"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
