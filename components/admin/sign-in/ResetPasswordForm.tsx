"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TextField } from "@/components/admin/FormFields";
import { isConnectionFailure } from "@/components/admin/server-errors";
import { Alert, AlertTitle } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { resetPasswordFormSchema, type ResetPasswordFormInput } from "@/lib/admins/schema";
import { acceptInvitationAction, resetPasswordAction } from "@/lib/admins/actions";

const REDIRECT_MS = 2000;

/** The two links that set a password: a reset, and a new administrator's invitation. */
const PURPOSES = {
  reset: {
    action: resetPasswordAction,
    failure: "Error al restablecer la contraseña.",
    label: "Nueva contraseña",
    submit: "Restablecer contraseña",
  },
  invitation: {
    action: acceptInvitationAction,
    failure: "No se pudo aceptar la invitación.",
    label: "Tu contraseña",
    submit: "Guardar mi contraseña",
  },
} as const;

type Outcome = { kind: "done"; text: string } | { kind: "error"; detail: string | null } | null;

/** Product.md §A.2.10: new password and confirmation; /admin/login 2 seconds after success. */
export function ResetPasswordForm({
  token,
  purpose = "reset",
}: {
  token: string;
  purpose?: keyof typeof PURPOSES;
}) {
  const { action, failure, label, submit: submitLabel } = PURPOSES[purpose];
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmacion: "" },
  });

  useEffect(() => {
    if (outcome?.kind !== "done") return;
    const timer = setTimeout(() => router.replace("/admin/login"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, router]);

  const submit = form.handleSubmit(({ password }) => {
    setOutcome(null);
    startTransition(async () => {
      try {
        const result = await action({ token, password });
        setOutcome(
          result.ok
            ? { kind: "done", text: result.data.message }
            : {
                kind: "error",
                detail: result.message && result.message !== failure ? result.message : null,
              },
        );
      } catch (error) {
        setOutcome({
          kind: "error",
          detail: isConnectionFailure(error) ? "Error de conexión. Intenta más tarde." : null,
        });
      }
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {outcome?.kind === "done" && (
          <Alert variant="success" role="status">
            {outcome.text} Te llevaremos al inicio de sesión.
          </Alert>
        )}
        {outcome?.kind === "error" && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>{failure}</AlertTitle>
            {outcome.detail}
          </Alert>
        )}
        <fieldset disabled={pending || outcome?.kind === "done"} className="flex flex-col gap-4">
          <TextField
            name="password"
            label={label}
            type="password"
            autoComplete="new-password"
            required
            hint="Al menos 8 caracteres, con una letra mayúscula, un número y un símbolo (!@#$%^&*)."
          />
          <TextField
            name="confirmacion"
            label="Confirmar contraseña"
            type="password"
            autoComplete="new-password"
            required
          />
        </fieldset>
        <Button type="submit" size="lg" disabled={pending || outcome?.kind === "done"}>
          {pending ? "Guardando..." : submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
