"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { RECOVERY_MESSAGES, fieldErrorMap } from "@/lib/citizens/messages";
import { phoneResetFormSchema, resetFormSchema, type PhoneResetFormInput, type ResetFormInput } from "@/lib/citizens/sign-in-schema";
import { FormField } from "./FormField";
import { PasswordInput } from "./PasswordInput";
import { PhoneCodeField } from "./PhoneCodeField";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter";
import type { FormAction } from "./types";

/** After a successful reset the login screen opens with its success message (product.md §C.4). */
const RESET_DONE_URL = "/login-register?from=reset&msg=reset_ok";
const REDIRECT_DELAY_MS = 1200;

/** The proof of a reset: a reset link's token, or the number a code was sent to. */
type Proof =
  | { token: string; action: FormAction<ResetFormInput> }
  | { telefono: string; action: FormAction<PhoneResetFormInput> };

type Values = ResetFormInput & Partial<PhoneResetFormInput>;

/** Sets a new password from the token of a reset link, or from the code sent to a phone. */
export function ResetPasswordForm(proof: Proof) {
  const byPhone = "telefono" in proof;
  const router = useRouter();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; detail?: string } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(byPhone ? phoneResetFormSchema : resetFormSchema, undefined, {
      raw: true,
    }) as Resolver<Values>,
    defaultValues: byPhone
      ? { token: "", telefono: proof.telefono, codigo: "", new_password: "", new_password2: "" }
      : { token: proof.token, new_password: "", new_password2: "" },
  });

  const newPassword = useWatch({ control, name: "new_password" });

  useEffect(() => {
    if (!outcome?.ok) return;
    const timer = setTimeout(() => router.replace(RESET_DONE_URL), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, router]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const { token, telefono, codigo, ...passwords } = values;
    const result = await (
      byPhone
        ? proof.action({ ...passwords, telefono: telefono!, codigo: codigo! })
        : proof.action({ ...passwords, token })
    ).catch(() => null);
    const wrongCode = result && !result.ok && fieldErrorMap(result.errors).codigo;
    if (wrongCode) {
      return setError("codigo", { type: "server", message: wrongCode }, { shouldFocus: true });
    }
    setOutcome(result?.ok ? { ok: true } : { ok: false, detail: result?.message });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="titulo-restablecer"
    >
      {outcome?.ok && (
        <Alert variant="success" role="status">
          {RECOVERY_MESSAGES.resetDone}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert variant="destructive" role="alert">
          <p>{RECOVERY_MESSAGES.resetFailed}</p>
          {outcome.detail && outcome.detail !== RECOVERY_MESSAGES.resetFailed && (
            <p className="mt-1">{outcome.detail}</p>
          )}
        </Alert>
      )}
      {byPhone && (
        <PhoneCodeField
          id="restablecer-codigo"
          error={errors.codigo?.message}
          registration={register("codigo")}
        />
      )}
      <FormField
        id="restablecer-password"
        label="Nueva contraseña"
        error={errors.new_password?.message}
        required
        description={<PasswordStrengthMeter password={newPassword} />}
      >
        {(control) => (
          <PasswordInput {...control} {...register("new_password")} autoComplete="new-password" />
        )}
      </FormField>
      <FormField
        id="restablecer-password2"
        label="Confirmar nueva contraseña"
        error={errors.new_password2?.message}
        required
      >
        {(control) => (
          <PasswordInput {...control} {...register("new_password2")} autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting || outcome?.ok}>
        {isSubmitting && <Spinner label="Guardando…" />}
        Guardar contraseña
      </Button>
    </form>
  );
}
