"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { FormProvider, useForm, type FieldErrors } from "react-hook-form";
import { AdminPersonFields, RoleField } from "@/components/admin/AdminPersonFields";
import { TextField } from "@/components/admin/FormFields";
import { applyServerErrors, isConnectionFailure } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { suggestPassword } from "@/lib/admins/password-suggestion";
import { adminCreateSchema, MESSAGES, type AdminCreateInput } from "@/lib/admins/schema";
import { createAdminAction } from "./actions";

const BACK_MS = 2500;

const EMPTY: AdminCreateInput = {
  nombre1: "",
  nombre2: "",
  nombre3: "",
  apellido1: "",
  apellido2: "",
  dpi: "",
  email: "",
  codigo_pais: "502",
  numero_local: "",
  departamento: "",
  municipio: "",
  rol: "UserAdminNivel1",
  password: "",
};

const missingRequired = (errors: FieldErrors<AdminCreateInput>) =>
  Object.values(errors).some((error) => error?.message === MESSAGES.requiredCreate);

/** Spec 01 §2.9: create an administrator with an editable suggested password; /admin/equipo after 2.5 s. */
export function NewAdminForm() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [created, setCreated] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminCreateInput>({
    resolver: zodResolver(adminCreateSchema),
    defaultValues: EMPTY,
  });
  const { setValue } = form;

  // Suggested in the browser, after hydration, so it never passes through the server.
  useEffect(() => {
    setValue("password", suggestPassword());
  }, [setValue]);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => {
      router.replace("/admin/equipo");
      router.refresh();
    }, BACK_MS);
    return () => clearTimeout(timer);
  }, [created, router]);

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      startTransition(async () => {
        try {
          const result = await createAdminAction(values);
          if (result.ok) {
            setCreated(true);
            return;
          }
          applyServerErrors(form.setError, result.errors);
          setFailure(result.message || "Error creando administrador");
        } catch (error) {
          setFailure(
            isConnectionFailure(error) ? "Error de conexión" : "Error creando administrador",
          );
        }
      });
    },
    (errors) => setFailure(missingRequired(errors) ? MESSAGES.requiredCreate : null),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {created && (
          <Alert variant="success" role="status">
            Administrador creado correctamente.
          </Alert>
        )}
        {failure && (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        )}
        <Card>
          <CardContent>
            <fieldset disabled={pending || created} className="flex flex-col gap-6">
              <AdminPersonFields dpiRequired={false} requiredOnCreate />
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-2 text-base font-semibold">Acceso</legend>
                <RoleField />
                <div className="flex flex-col gap-2">
                  <TextField
                    name="password"
                    label="Contraseña"
                    required
                    autoComplete="new-password"
                    spellCheck={false}
                    className="font-mono"
                    hint="Sugerida automáticamente; puedes cambiarla. Compártela con la persona por un medio seguro."
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start"
                    onClick={() =>
                      setValue("password", suggestPassword(), {
                        shouldValidate: form.formState.isSubmitted,
                      })
                    }
                  >
                    <RefreshCw aria-hidden />
                    Sugerir otra contraseña
                  </Button>
                </div>
              </fieldset>
            </fieldset>
          </CardContent>
        </Card>
        <div className="flex justify-end">
          <Button
            type="submit"
            size="lg"
            disabled={pending || created}
            className="w-full sm:w-auto"
          >
            {pending ? "Creando..." : "Crear administrador"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
