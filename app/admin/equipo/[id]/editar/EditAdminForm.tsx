"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { AccountForm, useAccountSave } from "@/components/admin/AccountForm";
import { adminPersonValues, RoleField } from "@/components/admin/AdminPersonFields";
import { applyServerErrors, isConnectionFailure } from "@/components/admin/server-errors";
import {
  adminUpdateSchema,
  MESSAGES,
  type AdminDto,
  type AdminUpdateInput,
} from "@/lib/admins/schema";
import { saveAdminAction } from "./actions";

const BACK_MS = 2500;

/** What the screen says for each way a save can fail (spec 01 §8, administrator detail and save). */
const FAILURES = {
  401: "No autorizado. Por favor, inicia sesión.",
  403: "No tienes permisos para ver esta información.",
  404: MESSAGES.notFound,
  invalid: "Error al guardar los cambios.",
  other: "Ocurrió un error inesperado.",
  offline: "No se pudo conectar con el servidor.",
} as const;

/** Spec 01 §2.8: edit one administrator, rol included; message, then /admin/equipo after 2.5 s. */
export function EditAdminForm({ admin, isSelf }: { admin: AdminDto; isSelf: boolean }) {
  const router = useRouter();
  const save = useAccountSave("/admin/equipo", BACK_MS);
  const { setFailure } = save;
  const form = useForm<AdminUpdateInput>({
    resolver: zodResolver(adminUpdateSchema),
    defaultValues: { ...adminPersonValues(admin), rol: admin.rol },
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.startTransition(async () => {
      try {
        const result = await saveAdminAction({ id: admin.id, values });
        if (result.ok) {
          save.setDone(true);
          return;
        }
        if (result.status === 401 || result.status === 403) {
          // Spec: an alert, then the login page (401) or the home page (403).
          window.alert(FAILURES[result.status]);
          router.replace(
            result.status === 401
              ? `/admin/login?next=${encodeURIComponent(`/admin/equipo/${admin.id}/editar`)}`
              : "/",
          );
          return;
        }
        if (result.status === 404) {
          setFailure(FAILURES[404]);
          return;
        }
        if (result.status === 409 || result.status === 422) {
          applyServerErrors(form.setError, result.errors, "values.");
          setFailure(FAILURES.invalid);
          return;
        }
        setFailure(FAILURES.other);
      } catch (error) {
        setFailure(isConnectionFailure(error) ? FAILURES.offline : FAILURES.other);
      }
    });
  });

  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      save={save}
      doneText="Cambios guardados correctamente."
      submitLabel="Guardar cambios"
      person={{ dpiRequired: true }}
      legend="Acceso"
    >
      {isSelf ? (
        <p className="text-sm">
          <span className="font-medium">Rol:</span> {admin.rol}{" "}
          <span className="text-muted-foreground">(no puedes cambiar tu propio rol)</span>
        </p>
      ) : (
        <RoleField />
      )}
    </AccountForm>
  );
}
