"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { AccountForm, useAccountSave } from "@/components/admin/AccountForm";
import { adminPersonValues } from "@/components/admin/AdminPersonFields";
import { RoleField, type RoleChoice } from "@/components/admin/RoleField";
import { applyServerErrors, isConnectionFailure } from "@/components/admin/server-errors";
import {
  adminUpdateSchema,
  MESSAGES,
  type AdminDto,
  type AdminUpdateInput,
} from "@/lib/admins/schema";
import { saveAdminAction } from "@/lib/admins/actions";

const BACK_MS = 2500;

/** What the screen says for each way a save can fail (product.md §A.8, administrator detail and save). */
const FAILURES = {
  UNAUTHENTICATED: "No autorizado. Por favor, inicia sesión.",
  FORBIDDEN: "No tienes permisos para ver esta información.",
  NOT_FOUND: MESSAGES.notFound,
  invalid: "Error al guardar los cambios.",
  other: "Ocurrió un error inesperado.",
  offline: "No se pudo conectar con el servidor.",
} as const;

/** Product.md §A.2.8: edit one administrator, rol included; message, then /admin/equipo after 2.5 s. */
export function EditAdminForm({
  admin,
  isSelf,
  roles,
  ownRoleDescription,
}: {
  admin: AdminDto;
  isSelf: boolean;
  /** The roles the signed-in administrator may assign, each with its description. */
  roles: readonly RoleChoice[];
  /** What the account's own role lets it do, shown when the role cannot be changed here. */
  ownRoleDescription: string;
}) {
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
        if (result.code === "UNAUTHENTICATED" || result.code === "FORBIDDEN") {
          // Spec: an alert, then the login page (401) or the home page (403).
          window.alert(FAILURES[result.code]);
          router.replace(
            result.code === "UNAUTHENTICATED"
              ? `/admin/login?next=${encodeURIComponent(`/admin/equipo/${admin.id}/editar`)}`
              : "/",
          );
          return;
        }
        if (result.code === "NOT_FOUND") {
          setFailure(FAILURES.NOT_FOUND);
          return;
        }
        if (result.code === "CONFLICT" || result.code === "VALIDATION") {
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
          <span className="font-medium">Rol:</span> {admin.rol} — {ownRoleDescription}{" "}
          <span className="text-muted-foreground">(no puedes cambiar tu propio rol)</span>
        </p>
      ) : (
        <RoleField roles={roles} />
      )}
    </AccountForm>
  );
}
