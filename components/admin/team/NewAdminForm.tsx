"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { AccountForm, useAccountSave } from "@/components/admin/AccountForm";
import { RoleField, type RoleChoice } from "@/components/admin/RoleField";
import { applyServerErrors, isConnectionFailure } from "@/components/admin/server-errors";
import { adminInviteSchema, MESSAGES, type AdminInviteInput } from "@/lib/admins/schema";
import { createAdminAction } from "@/lib/admins/actions";

const BACK_MS = 2500;

const EMPTY: AdminInviteInput = {
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
};

const missingRequired = (errors: FieldErrors<AdminInviteInput>) =>
  Object.values(errors).some((error) => error?.message === MESSAGES.requiredInvite);

/**
 * Product.md §A.2.9: create an administrator, who is e-mailed an invitation to choose their own
 * password (nobody passes one on by hand); /admin/equipo after 2.5 s.
 */
export function NewAdminForm({ roles }: { roles: readonly RoleChoice[] }) {
  const save = useAccountSave("/admin/equipo", BACK_MS);
  const { setFailure } = save;
  const form = useForm<AdminInviteInput>({
    resolver: zodResolver(adminInviteSchema),
    defaultValues: EMPTY,
  });

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
    (errors) => setFailure(missingRequired(errors) ? MESSAGES.requiredInvite : null),
  );

  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      save={save}
      doneText={MESSAGES.invitationSent}
      submitLabel="Enviar invitación"
      pendingLabel="Enviando..."
      person={{ dpiRequired: false, requiredOnCreate: true }}
      legend="Acceso"
    >
      <RoleField roles={roles} />
      <p className="text-sm text-muted-foreground">
        Le enviaremos por correo una invitación para que elija su propia contraseña; el enlace vale
        7 días y se usa una sola vez. Hasta entonces aparece como «Invitación pendiente» en el equipo.
      </p>
    </AccountForm>
  );
}
