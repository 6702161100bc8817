"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { AdminPersonFields } from "@/components/admin/AdminPersonFields";
import { TextField } from "@/components/admin/FormFields";
import { applyServerErrors } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { ownProfileFormSchema, type AdminDto, type OwnProfileFormInput } from "@/lib/admins/schema";
import { saveOwnProfileAction } from "./actions";

const REDIRECT_MS = 3000;
const FAILURE = "Error actualizando perfil o contraseña";

function defaults(admin: AdminDto): OwnProfileFormInput {
  return {
    nombre1: admin.nombre1,
    nombre2: admin.nombre2 ?? "",
    nombre3: admin.nombre3 ?? "",
    apellido1: admin.apellido1,
    apellido2: admin.apellido2 ?? "",
    dpi: admin.dpi ?? "",
    email: admin.email,
    codigo_pais: admin.codigo_pais,
    numero_local: admin.numero_local ?? "",
    departamento: admin.departamento ?? "",
    municipio: admin.municipio ?? "",
    password: "",
    confirmacion: "",
  };
}

/** Spec 01 §2.6: own fields plus an optional new password; message, then /admin/perfil after 3 s. */
export function OwnProfileForm({ admin }: { admin: AdminDto }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<"saved" | "failed" | null>(null);
  const form = useForm<OwnProfileFormInput>({
    resolver: zodResolver(ownProfileFormSchema),
    defaultValues: defaults(admin),
  });

  useEffect(() => {
    if (outcome !== "saved") return;
    const timer = setTimeout(() => {
      router.replace("/admin/perfil");
      router.refresh();
    }, REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, router]);

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    startTransition(async () => {
      try {
        const result = await saveOwnProfileAction(values);
        if (result.ok) {
          setOutcome("saved");
          return;
        }
        if (result.status === 401) {
          router.replace("/admin/login?next=/admin/perfil/editar");
          return;
        }
        applyServerErrors(form.setError, result.errors);
        setOutcome("failed");
      } catch {
        setOutcome("failed");
      }
    });
  });

  const saved = outcome === "saved";
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {saved && (
          <Alert variant="success" role="status">
            Perfil actualizado correctamente.
          </Alert>
        )}
        {outcome === "failed" && (
          <Alert variant="destructive" role="alert">
            {FAILURE}
          </Alert>
        )}
        <Card>
          <CardContent className="flex flex-col gap-6">
            <fieldset disabled={pending || saved} className="flex flex-col gap-6">
              <AdminPersonFields dpiRequired />
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-2 text-base font-semibold">
                  Cambiar contraseña (opcional)
                </legend>
                <TextField
                  name="password"
                  label="Nueva contraseña"
                  type="password"
                  autoComplete="new-password"
                  hint="Déjala en blanco para conservar la actual."
                />
                <TextField
                  name="confirmacion"
                  label="Confirmar nueva contraseña"
                  type="password"
                  autoComplete="new-password"
                />
              </fieldset>
            </fieldset>
          </CardContent>
        </Card>
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={pending || saved} className="w-full sm:w-auto">
            {pending ? "Guardando..." : "Guardar cambios"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
