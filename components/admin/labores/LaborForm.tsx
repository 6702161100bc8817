"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState, useTransition } from "react";
import { Controller, FormProvider, useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { createLaborAction, updateLaborAction } from "@/app/admin/landing/LogrosAdmin/actions";
import { RichTextEditor } from "@/components/admin/editor/RichTextEditor";
import { TextField } from "@/components/admin/FormFields";
import { applyServerErrors } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { Textarea } from "@/components/ui/Textarea";
import {
  LABOR_MESSAGES,
  LABOR_STATES,
  laborCreateInput,
  type LaborDetail,
} from "@/lib/labores/schema";
import { laborFormValues, laborPayload, type LaborFormValues } from "./labor-form-values";
import { LABOR_STATE_LABELS } from "./states";

// The schema validates the raw field values (the server parses them again from the payload).
const resolver = zodResolver(laborCreateInput, undefined, {
  raw: true,
}) as unknown as Resolver<LaborFormValues>;

/** 'Nueva labor' / 'Editar: title' (spec 02 §2, §5, §8). */
export function LaborForm({
  labor,
  labelledBy,
  onSaved,
  onCancel,
}: {
  labor: LaborDetail | null;
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSaved: (labor: LaborDetail, created: boolean) => void;
  onCancel: () => void;
}) {
  const ids = { resumen: useId(), descripcion: useId(), estado: useId() };
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LaborFormValues>({ resolver, defaultValues: laborFormValues(labor) });
  const { register, control, formState } = form;

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
          failed(result.status >= 500 ? LABOR_MESSAGES.saveFailed : result.message);
          return;
        }
        toast.success(labor ? LABOR_MESSAGES.saved : LABOR_MESSAGES.created);
        onSaved(result.data, !labor);
      } catch {
        failed(LABOR_MESSAGES.saveFailed);
      }
    });
  });

  const resumenError = formState.errors.resumen?.message;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={submit}
        className="flex flex-col gap-4"
      >
        <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField name="titulo" label="Título" required maxLength={300} />
          </div>
          <div className="sm:col-span-2">
            <TextField name="subtitulo" label="Subtítulo" maxLength={300} />
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={ids.resumen}>Resumen</Label>
            <Textarea
              id={ids.resumen}
              rows={3}
              maxLength={1000}
              aria-invalid={resumenError ? true : undefined}
              {...register("resumen")}
            />
            {resumenError && <p className="text-sm text-danger">{resumenError}</p>}
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label
              id={`${ids.descripcion}-label`}
              onClick={() => document.getElementById(ids.descripcion)?.focus()}
            >
              Descripción
            </Label>
            <Controller
              control={control}
              name="descripcion"
              render={({ field }) => (
                <RichTextEditor
                  id={ids.descripcion}
                  labelId={`${ids.descripcion}-label`}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={pending}
                />
              )}
            />
          </div>
          <TextField
            name="anio_ejecucion"
            label="Año de ejecución"
            type="number"
            inputMode="numeric"
            min={1900}
            max={2100}
            required
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.estado}>Estado</Label>
            <Select id={ids.estado} {...register("estado")}>
              {LABOR_STATES.map((state) => (
                <option key={state} value={state}>
                  {LABOR_STATE_LABELS[state]}
                </option>
              ))}
            </Select>
          </div>
          <TextField
            name="categoria_id"
            label="ID de categoría"
            type="number"
            min={1}
            inputMode="numeric"
          />
          <label className="flex min-h-10 items-center gap-2 self-end text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" {...register("destacado")} />
            Destacada
          </label>
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
