"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { SelectField, TextField } from "@/components/admin/FormFields";
import { actionFailure, applyServerErrors } from "@/components/admin/server-errors";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { updateCitizenAction } from "@/lib/citizens/actions";
import {
  CITIZENS_LIST,
  CITIZEN_ADMIN_MESSAGES,
  citizenEditSchema,
  type CitizenAdminItem,
  type CitizenEdit,
  type CitizenEditInput,
} from "@/lib/citizens/admin-schema";
import { departmentNames, municipalitiesOf } from "@/lib/locations";

const valuesOf = (citizen: CitizenAdminItem): CitizenEditInput => ({
  primer_nombre: citizen.primer_nombre,
  segundo_nombre: citizen.segundo_nombre ?? "",
  tercer_nombre: citizen.tercer_nombre ?? "",
  primer_apellido: citizen.primer_apellido,
  segundo_apellido: citizen.segundo_apellido ?? "",
  dpi: citizen.dpi ?? "",
  correo: citizen.correo ?? "",
  telefono: citizen.telefono ?? "",
  departamento: citizen.departamento ?? "",
  municipio: citizen.municipio ?? "",
});

/**
 * Product.md §B.2 and §5: the account's names, DPI, e-mail, phone and location, checked with the
 * schema the server uses; saving and discarding changes each ask first.
 */
export function CitizenEditForm({ citizen }: { citizen: CitizenAdminItem }) {
  const router = useRouter();
  const detail = `${CITIZENS_LIST.path}/${citizen.id}`;
  const form = useForm<CitizenEditInput, unknown, CitizenEdit>({
    resolver: zodResolver(citizenEditSchema),
    defaultValues: valuesOf(citizen),
  });
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState<"guardar" | "descartar" | null>(null);
  const [valid, setValid] = useState<CitizenEdit | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Read while rendering: react-hook-form only tracks the form state a render subscribed to.
  const { isDirty } = form.formState;
  const department = useWatch({ control: form.control, name: "departamento" }) ?? "";

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    setValid(values);
    setConfirming("guardar");
  });

  const save = () =>
    startTransition(async () => {
      if (!valid) return;
      try {
        const result = await updateCitizenAction({ id: citizen.id, values: valid });
        setConfirming(null);
        if (!result.ok) {
          applyServerErrors(form.setError, result.errors, "values.");
          setFailure(
            `${CITIZEN_ADMIN_MESSAGES.operationFailed}: ${result.message || `HTTP ${result.status}`}`,
          );
          return;
        }
        toast.success(CITIZEN_ADMIN_MESSAGES.saved);
        router.push(detail);
        router.refresh();
      } catch (error) {
        setConfirming(null);
        setFailure(
          `${CITIZEN_ADMIN_MESSAGES.operationFailed}: ${actionFailure(error, "Error inesperado.")}`,
        );
      }
    });

  const discard = () => {
    if (isDirty) setConfirming("descartar");
    else router.push(detail);
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={`Editar a ${citizen.nombre}`}
        className="flex flex-col gap-6"
      >
        <ErrorAlert message={failure} />
        <Card>
          <CardContent>
            <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-base font-semibold">Datos del ciudadano</legend>
              <TextField name="primer_nombre" label="Primer nombre" required autoComplete="off" />
              <TextField name="segundo_nombre" label="Segundo nombre" autoComplete="off" />
              <TextField name="tercer_nombre" label="Tercer nombre" autoComplete="off" />
              <TextField
                name="primer_apellido"
                label="Primer apellido"
                required
                autoComplete="off"
              />
              <TextField name="segundo_apellido" label="Segundo apellido" autoComplete="off" />
              <TextField
                name="dpi"
                label="DPI"
                inputMode="numeric"
                maxLength={13}
                hint="13 dígitos (CUI)."
                autoComplete="off"
              />
              <TextField name="correo" label="Correo" type="email" required autoComplete="off" />
              <TextField name="telefono" label="Teléfono" inputMode="tel" autoComplete="off" />
              <SelectField
                name="departamento"
                label="Departamento"
                options={departmentNames()}
                placeholder="Sin departamento"
                onChange={() => form.setValue("municipio", "", { shouldDirty: true })}
              />
              <SelectField
                name="municipio"
                label="Municipio"
                options={department ? municipalitiesOf(department) : []}
                placeholder={department ? "Sin municipio" : "Elige primero el departamento"}
                disabled={!department}
              />
            </fieldset>
          </CardContent>
        </Card>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={discard} disabled={pending}>
            Descartar cambios
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Guardando…" : "Guardar cambios"}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming === "guardar"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Guardar cambios"
        description={`¿Guardar los cambios de ${citizen.nombre}?`}
        confirmLabel="Guardar"
        pendingLabel="Guardando…"
        pending={pending}
        onConfirm={save}
      />
      <ConfirmDialog
        open={confirming === "descartar"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Descartar cambios"
        description="¿Descartar los cambios sin guardar? Se perderán las modificaciones."
        confirmLabel="Descartar"
        destructive
        onConfirm={() => router.push(detail)}
      />
    </FormProvider>
  );
}
