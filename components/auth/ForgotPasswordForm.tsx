"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import { RECOVERY_MESSAGES } from "@/lib/citizens/messages";
import { forgotSchema } from "@/lib/citizens/sign-in-schema";
import { FormField } from "./FormField";
import type { FormAction } from "./types";

type ForgotInput = z.input<typeof forgotSchema>;

/** Asks for a reset link; the answer never tells whether the e-mail has an account. */
export function ForgotPasswordForm({ action }: { action: FormAction<ForgotInput> }) {
  const [outcome, setOutcome] = useState<"sent" | "failed" | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput>({
    resolver: zodResolver(forgotSchema, undefined, { raw: true }),
    defaultValues: { correo: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await action(values).catch(() => null);
    setOutcome(result?.ok ? "sent" : "failed");
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="titulo-recuperar"
    >
      {outcome === "sent" && (
        <Alert variant="success" role="status">
          {RECOVERY_MESSAGES.forgotSent}
        </Alert>
      )}
      {outcome === "failed" && (
        <Alert variant="destructive" role="alert">
          {RECOVERY_MESSAGES.forgotFailed}
        </Alert>
      )}
      <FormField
        id="recuperar-correo"
        label="Correo electrónico"
        error={errors.correo?.message}
        required
      >
        {(control) => (
          <Input {...control} {...register("correo")} type="email" autoComplete="email" />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Enviando…" />}
        Enviar enlace
      </Button>
    </form>
  );
}
