"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { AdminPersonFields, RoleField } from "@/components/admin/AdminPersonFields";
import { applyServerErrors, isConnectionFailure } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
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

function defaults(admin: AdminDto): AdminUpdateInput {
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
    rol: admin.rol,
  };
}

/** Spec 01 §2.8: edit one administrator, rol included; message, then /admin/equipo after 2.5 s. */
export function EditAdminForm({ admin, isSelf }: { admin: AdminDto; isSelf: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminUpdateInput>({
    resolver: zodResolver(adminUpdateSchema),
    defaultValues: defaults(admin),
  });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      router.replace("/admin/equipo");
      router.refresh();
    }, BACK_MS);
    return () => clearTimeout(timer);
  }, [saved, router]);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      try {
        const result = await saveAdminAction({ id: admin.id, values });
        if (result.ok) {
          setSaved(true);
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
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {saved && (
          <Alert variant="success" role="status">
            Cambios guardados correctamente.
          </Alert>
        )}
        {failure && (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        )}
        <Card>
          <CardContent>
            <fieldset disabled={pending || saved} className="flex flex-col gap-6">
              <AdminPersonFields dpiRequired />
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-2 text-base font-semibold">Acceso</legend>
                {isSelf ? (
                  <p className="text-sm">
                    <span className="font-medium">Rol:</span> {admin.rol}{" "}
                    <span className="text-muted-foreground">(no puedes cambiar tu propio rol)</span>
                  </p>
                ) : (
                  <RoleField />
                )}
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
