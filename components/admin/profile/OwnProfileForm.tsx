"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { AccountForm, useAccountSave } from "@/components/admin/AccountForm";
import { adminPersonValues } from "@/components/admin/AdminPersonFields";
import { TextField } from "@/components/admin/FormFields";
import { applyServerErrors } from "@/components/admin/server-errors";
import { ownProfileFormSchema, type AdminDto, type OwnProfileFormInput } from "@/lib/admins/schema";
import { saveOwnProfileAction } from "@/lib/admins/actions";

const REDIRECT_MS = 3000;
const FAILURE = "Error actualizando perfil o contraseña";

/**
 * Product.md §A.2.6: own fields plus an optional new password (a new e-mail or password also asks for
 * the current one); message, then /admin/perfil after 3 s.
 */
export function OwnProfileForm({ admin }: { admin: AdminDto }) {
  const router = useRouter();
  const save = useAccountSave("/admin/perfil", REDIRECT_MS);
  const form = useForm<OwnProfileFormInput>({
    resolver: zodResolver(ownProfileFormSchema),
    defaultValues: {
      ...adminPersonValues(admin),
      password: "",
      confirmacion: "",
      current_password: "",
    },
  });

  const submit = form.handleSubmit((values) => {
    save.setFailure(null);
    save.startTransition(async () => {
      try {
        const result = await saveOwnProfileAction(values);
        if (result.ok) {
          save.setDone(true);
          return;
        }
        if (result.code === "UNAUTHENTICATED") {
          router.replace("/admin/login?next=/admin/perfil/editar");
          return;
        }
        applyServerErrors(form.setError, result.errors);
        save.setFailure(FAILURE);
      } catch {
        save.setFailure(FAILURE);
      }
    });
  });

  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      save={save}
      doneText="Perfil actualizado correctamente."
      submitLabel="Guardar cambios"
      person={{ dpiRequired: true }}
      legend="Cambiar contraseña (opcional)"
    >
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
      <TextField
        name="current_password"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        hint="Necesaria para cambiar tu correo o tu contraseña."
      />
    </AccountForm>
  );
}
