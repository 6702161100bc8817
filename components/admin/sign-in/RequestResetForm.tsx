"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TextField } from "@/components/admin/FormFields";
import { isConnectionFailure } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { requestResetSchema, type RequestResetInput } from "@/lib/admins/schema";
import { requestResetAction } from "@/lib/admins/actions";

type Outcome = { kind: "sent" | "error"; text: string } | null;

const FAILURE = "Error al enviar el enlace de restablecimiento.";

export function RequestResetForm() {
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<RequestResetInput>({
    resolver: zodResolver(requestResetSchema),
    defaultValues: { email: "" },
  });

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    startTransition(async () => {
      try {
        const result = await requestResetAction(values);
        setOutcome(
          result.ok
            ? { kind: "sent", text: result.data.message }
            : { kind: "error", text: result.message || FAILURE },
        );
      } catch (error) {
        setOutcome({
          kind: "error",
          text: isConnectionFailure(error) ? "Error de conexión. Intenta más tarde." : FAILURE,
        });
      }
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {outcome && (
          <Alert
            variant={outcome.kind === "sent" ? "success" : "destructive"}
            role={outcome.kind === "sent" ? "status" : "alert"}
          >
            {outcome.text}
          </Alert>
        )}
        <fieldset disabled={pending}>
          <TextField
            name="email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
          />
        </fieldset>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? "Enviando..." : "Enviar enlace"}
        </Button>
        <Link
          href="/admin/login"
          className="self-center text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          Volver a iniciar sesión
        </Link>
      </form>
    </FormProvider>
  );
}
