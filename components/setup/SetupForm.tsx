"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { applyServerErrors } from "@/components/admin/server-errors";
import { TextField } from "@/components/admin/FormFields";
import { NoticeAlert, type Notice } from "@/components/admin/FormAlerts";
import { SubmitButton } from "@/components/admin/SubmitButton";
import { callAction } from "@/components/admin/landing/call-action";
import { Card, CardContent } from "@/components/ui/Card";
import { completeSetupAction } from "@/lib/setup/actions";
import { SETUP_MESSAGES, setupInput, type SetupInput } from "@/lib/setup/schema";

const EMPTY: SetupInput = {
  token: "",
  admin: { nombre1: "", apellido1: "", email: "", password: "" },
  identidad: { nombre: "", cargo: "", distrito: "" },
};

/** The setup token, the first administrator and who the site belongs to. */
export function SetupForm() {
  const form = useForm<SetupInput>({
    resolver: zodResolver(setupInput) as never,
    defaultValues: EMPTY,
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const [pending, startTransition] = useTransition();

  const submit = form.handleSubmit(
    (values) => {
      setNotice(null);
      startTransition(async () => {
        const result = await callAction(() => completeSetupAction(values));
        if (result.ok) {
          setDone(true);
          return;
        }
        applyServerErrors(form.setError, result.errors);
        setNotice({ ok: false, text: result.message });
      });
    },
    () => setNotice({ ok: false, text: "Revisa los campos marcados." }),
  );

  if (done) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <p role="status">{SETUP_MESSAGES.done}</p>
          <Link href="/admin/login" className="font-semibold text-primary underline">
            Ir a la administración
          </Link>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardContent className="pt-6">
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-6">
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <legend className="mb-2 text-lg font-semibold">Código de configuración</legend>
              <TextField
                name="token"
                label="Código"
                required
                autoComplete="off"
                spellCheck={false}
              />
            </fieldset>
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <legend className="mb-2 text-lg font-semibold">Tu cuenta de administración</legend>
              <TextField
                name="admin.nombre1"
                label="Primer nombre"
                required
                autoComplete="given-name"
              />
              <TextField
                name="admin.apellido1"
                label="Primer apellido"
                required
                autoComplete="family-name"
              />
              <TextField
                name="admin.email"
                label="Correo electrónico"
                type="email"
                required
                autoComplete="email"
              />
              <TextField
                name="admin.password"
                label="Contraseña"
                type="password"
                required
                autoComplete="new-password"
                hint="Al menos 8 caracteres, con una mayúscula, un número y un símbolo (!@#$%^&*)."
              />
            </fieldset>
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <legend className="mb-2 text-lg font-semibold">De quién es el sitio</legend>
              <TextField name="identidad.nombre" label="Nombre" required />
              <TextField name="identidad.cargo" label="Cargo" required />
              <TextField name="identidad.distrito" label="Distrito" required />
            </fieldset>
            <NoticeAlert notice={notice} />
            <SubmitButton pending={pending} label="Configurar la plataforma" />
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
