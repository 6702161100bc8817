"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { AccountForm, useAccountSave } from "@/components/admin/AccountForm";
import { RoleField } from "@/components/admin/AdminPersonFields";
import { TextField } from "@/components/admin/FormFields";
import { applyServerErrors, isConnectionFailure } from "@/components/admin/server-errors";
import { Button } from "@/components/ui/Button";
import { suggestPassword } from "@/lib/admins/password-suggestion";
import {
  adminCreateSchema,
  MESSAGES,
  type AdminCreateInput,
  type AdminRoleName,
} from "@/lib/admins/schema";
import { createAdminAction } from "@/lib/admins/actions";

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

/** Product.md §A.2.9: create an administrator with an editable suggested password; /admin/equipo after 2.5 s. */
export function NewAdminForm({ roles }: { roles: readonly AdminRoleName[] }) {
  const save = useAccountSave("/admin/equipo", BACK_MS);
  const { setFailure } = save;
  const form = useForm<AdminCreateInput>({
    resolver: zodResolver(adminCreateSchema),
    defaultValues: EMPTY,
  });
  const { setValue } = form;

  // Suggested in the browser, after hydration, so it never passes through the server.
  useEffect(() => {
    setValue("password", suggestPassword());
  }, [setValue]);

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      save.startTransition(async () => {
        try {
          const result = await createAdminAction(values);
          if (result.ok) {
            save.setDone(true);
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
    <AccountForm
      form={form}
      onSubmit={submit}
      save={save}
      doneText="Administrador creado correctamente."
      submitLabel="Crear administrador"
      pendingLabel="Creando..."
      person={{ dpiRequired: false, requiredOnCreate: true }}
      legend="Acceso"
    >
      <RoleField roles={roles} />
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
    </AccountForm>
  );
}
