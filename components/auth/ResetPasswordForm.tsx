"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { RECOVERY_MESSAGES } from "@/lib/citizens/messages";
import { resetFormSchema, type ResetFormInput } from "@/lib/citizens/schema";
import { FormField } from "./FormField";
import { PasswordInput } from "./PasswordInput";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter";
import type { FormAction } from "./types";

/** After a successful reset the login screen opens with its success message (product.md §C.4). */
export const RESET_DONE_URL = "/login-register?from=reset&msg=reset_ok";
const REDIRECT_DELAY_MS = 1200;

/** Sets a new password from the token of a reset link. */
export function ResetPasswordForm({
  token,
  action,
}: {
  token: string;
  action: FormAction<ResetFormInput>;
}) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; detail?: string } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetFormInput>({
    resolver: zodResolver(resetFormSchema, undefined, { raw: true }),
    defaultValues: { token, new_password: "", new_password2: "" },
  });

  const newPassword = useWatch({ control, name: "new_password" });

  useEffect(() => {
    if (!outcome?.ok) return;
    const timer = setTimeout(() => router.replace(RESET_DONE_URL), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, router]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await action(values).catch(() => null);
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
