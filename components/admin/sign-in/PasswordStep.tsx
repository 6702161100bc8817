"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TextField } from "@/components/admin/FormFields";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { loginAction } from "@/lib/admins/actions";
import { loginSchema, MESSAGES, type LoginInput } from "@/lib/admins/schema";

export type PasswordOutcome = Extract<
  Awaited<ReturnType<typeof loginAction>>,
  { ok: true }
>["data"];

/** Product.md §A.2.2 and §4: idle → submitting (inputs disabled, 'Ingresando...') → next step or error. */
export function PasswordStep({
  error,
  notice,
  onError,
  onAccepted,
}: {
  error: string | null;
  /** What the last password led to when it was not a session or a second step. */
  notice: string | null;
  onError: (message: string | null) => void;
  onAccepted: (outcome: PasswordOutcome) => void;
}) {
  const [pending, startTransition] = useTransition();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  const submit = form.handleSubmit((values) => {
    onError(null);
    startTransition(async () => {
      const result = await runAction(() => loginAction(values), MESSAGES.invalidCredentials);
      if (result.ok) onAccepted(result.data);
      else onError(result.message);
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorAlert message={error} />
        {notice && (
          <Alert variant="info" role="status">
            {notice}
          </Alert>
        )}
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <TextField
            name="email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            name="password"
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            required
          />
        </fieldset>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? "Ingresando..." : "Ingresar"}
        </Button>
        <Link
          href="/admin/request-reset"
          className="self-center text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          ¿Olvidaste tu contraseña?
        </Link>
      </form>
    </FormProvider>
  );
}
