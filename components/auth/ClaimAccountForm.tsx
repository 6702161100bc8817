"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import {
  CLAIM_MESSAGES,
  claimRequestSchema,
  claimVerifySchema,
  type ClaimRequestInput,
  type ClaimVerifyInput,
} from "@/lib/citizens/claim-schema";
import { REGISTER_MESSAGES, fieldErrorMap } from "@/lib/citizens/messages";
import { digitsOnly } from "./digits-only";
import { FormField } from "./FormField";
import { PasswordInput } from "./PasswordInput";
import type { FormAction } from "./types";

/**
 * /activar-cuenta: a person the office registered asks for a code at the number or e-mail the
 * office took down, then writes it with the password they choose.
 */
export function ClaimAccountForm({
  requestAction,
  claimAction,
}: {
  requestAction: FormAction<ClaimRequestInput, { message: string }>;
  claimAction: FormAction<ClaimVerifyInput>;
}) {
  const router = useRouter();
  const [contacto, setContacto] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useForm<ClaimRequestInput>({
    resolver: zodResolver(claimRequestSchema, undefined, { raw: true }),
    defaultValues: { contacto: "", canal: "whatsapp" },
  });
  const claim = useForm<ClaimVerifyInput>({
    resolver: zodResolver(claimVerifySchema, undefined, { raw: true }),
    defaultValues: { contacto: "", codigo: "", password: "", password2: "" },
  });

  const onAsk = ask.handleSubmit(async (values) => {
    setProblem(null);
    const result = await requestAction(values).catch(() => null);
    if (!result?.ok) {
      const field = fieldErrorMap(result?.errors).contacto;
      if (field)
        ask.setError("contacto", { type: "server", message: field }, { shouldFocus: true });
      return setProblem(field ? null : (result?.message ?? REGISTER_MESSAGES.failure));
    }
    claim.setValue("contacto", values.contacto);
    setContacto(values.contacto);
  });

  const onClaim = claim.handleSubmit(async (values) => {
    setProblem(null);
    const result = await claimAction(values).catch(() => null);
    if (!result?.ok) {
      const errors = Object.entries(fieldErrorMap(result?.errors));
      errors.forEach(([name, message], index) =>
        claim.setError(
          name as FieldPath<ClaimVerifyInput>,
          { type: "server", message },
          { shouldFocus: index === 0 },
        ),
      );
      return setProblem(errors.length ? null : (result?.message ?? REGISTER_MESSAGES.failure));
    }
    router.refresh();
    router.replace("/portal/sugerencias");
  });

  const alert = problem && (
    <Alert variant="destructive" role="alert">
      {problem}
    </Alert>
  );

  if (contacto === null) {
    return (
      <form onSubmit={onAsk} noValidate className="flex flex-col gap-5" aria-label="Pedir código">
        {alert}
        <FormField
          id="activar-contacto"
          label="Celular o correo"
          description="El que diste en la oficina."
          error={ask.formState.errors.contacto?.message}
          required
        >
          {(control) => (
            <Input {...control} {...ask.register("contacto")} autoComplete="username" />
          )}
        </FormField>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">
            Si es un celular, enviar el código por
          </legend>
          {(["whatsapp", "sms"] as const).map((canal) => (
            <label key={canal} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={canal} {...ask.register("canal")} className="size-4" />
              {canal === "whatsapp" ? "WhatsApp" : "SMS"}
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="lg" disabled={ask.formState.isSubmitting}>
          {ask.formState.isSubmitting && <Spinner label="Enviando…" />}
          Enviarme un código
        </Button>
      </form>
    );
  }

  const { errors, isSubmitting } = claim.formState;
  return (
    <form onSubmit={onClaim} noValidate className="flex flex-col gap-5" aria-label="Activar cuenta">
      <Alert variant="success" role="status">
        {CLAIM_MESSAGES.sent}
      </Alert>
      {alert}
      <FormField id="activar-codigo" label="Código" error={errors.codigo?.message} required>
        {(control) => (
          <Input
            {...control}
            {...digitsOnly(claim.register("codigo"), 6)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        )}
      </FormField>
      <FormField id="activar-password" label="Contraseña" error={errors.password?.message} required>
        {(control) => (
          <PasswordInput {...control} {...claim.register("password")} autoComplete="new-password" />
        )}
      </FormField>
      <FormField
        id="activar-password2"
        label="Confirma la contraseña"
        error={errors.password2?.message}
        required
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...claim.register("password2")}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Activando…" />}
        Activar mi cuenta
      </Button>
      <Button type="button" variant="outline" onClick={() => setContacto(null)}>
        Pedir otro código
      </Button>
    </form>
  );
}
