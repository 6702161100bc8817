"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TextField } from "@/components/admin/FormFields";
import { isConnectionFailure } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { loginSchema, MESSAGES, type LoginInput } from "@/lib/admins/schema";
import { loginAction } from "@/lib/admins/actions";

const CONNECTION_ERROR = "Error de conexión. Intenta más tarde.";

/** Spec 01 §2.2 and §4: idle → submitting (inputs disabled, 'Ingresando...') → dashboard or error. */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  const submit = form.handleSubmit((values) => {
    setError(null);
    startTransition(async () => {
      try {
        const result = await loginAction(values);
        if (result.ok) {
          router.replace(next);
          router.refresh();
          return;
        }
        setError(
          result.code === "RATE_LIMITED"
            ? MESSAGES.tooManyAttempts
            : result.message || MESSAGES.invalidCredentials,
        );
      } catch (failure) {
        setError(isConnectionFailure(failure) ? CONNECTION_ERROR : MESSAGES.invalidCredentials);
      }
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error && (
          <Alert variant="destructive" role="alert">
            {error}
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
