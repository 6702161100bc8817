"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import { RECOVERY_MESSAGES, fieldErrorMap } from "@/lib/citizens/messages";
import { phoneForgotSchema, type PhoneForgotInput, type PhoneResetFormInput } from "@/lib/citizens/sign-in-schema";
import { digitsOnly } from "./digits-only";
import { FormField } from "./FormField";
import { ResetPasswordForm } from "./ResetPasswordForm";
import type { FormAction } from "./types";

/**
 * Recovery by phone: the account's number gets a six-digit code (the answer never tells whether
 * the number has an account), then the code and a new password set it.
 */
export function PhoneRecoveryForm({
  requestAction,
  resetAction,
}: {
  requestAction: FormAction<PhoneForgotInput>;
  resetAction: FormAction<PhoneResetFormInput>;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneForgotInput>({
    resolver: zodResolver(phoneForgotSchema, undefined, { raw: true }),
    defaultValues: { telefono: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    const result = await requestAction(values).catch(() => null);
    if (result?.ok) return setSentTo(values.telefono);
    const telefono = result && fieldErrorMap(result.errors).telefono;
    if (telefono) setError("telefono", { type: "server", message: telefono }, { shouldFocus: true });
    else setFailed(true);
  });

  if (sentTo) {
    return (
      <>
        <Alert variant="success" role="status">
          {RECOVERY_MESSAGES.phoneSent}
        </Alert>
        <ResetPasswordForm telefono={sentTo} action={resetAction} />
        <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
          Usar otro número
        </Button>
      </>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="titulo-restablecer"
    >
      {failed && (
        <Alert variant="destructive" role="alert">
          {RECOVERY_MESSAGES.phoneFailed}
        </Alert>
      )}
      <FormField
        id="recuperar-telefono"
        label="Número de celular"
        error={errors.telefono?.message}
        description="Los 8 dígitos del número con el que te registraste."
        required
      >
        {(control) => (
          <Input
            {...control}
            {...digitsOnly(register("telefono"), 8)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Enviando…" />}
        Enviar código
      </Button>
    </form>
  );
}
