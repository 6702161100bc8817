"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState, useTransition, type ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "@/components/admin/FormFields";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { Button } from "@/components/ui/Button";
import { enrolmentCode, secondFactorCode } from "@/lib/admins/two-factor-schema";

const ENROLMENT = z.object({ code: enrolmentCode });
const ANY_CODE = z.object({ code: secondFactorCode });

/**
 * One code field and its button: the first code of a new secret ("enrolment": six digits), a code
 * of the app ("app": a numeric keypad) or a recovery code ("recovery": letters); the server tells
 * the last two apart, so either is accepted in both. `onSubmit` answers the error to show, or
 * null; after an error the field empties and takes the focus again.
 */
export function CodeForm({
  kind,
  label,
  hint,
  submitLabel,
  pendingLabel,
  focusFirst = true,
  onSubmit,
  children,
}: {
  kind: "enrolment" | "app" | "recovery";
  label: string;
  hint?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Whether the field takes the focus when it appears (and when `kind` changes). */
  focusFirst?: boolean;
  onSubmit: (code: string) => Promise<string | null>;
  children?: ReactNode;
}) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(kind === "enrolment" ? ENROLMENT : ANY_CODE),
    defaultValues: { code: "" },
  });
  const { setFocus, reset } = form;
  useEffect(() => {
    if (focusFirst) setFocus("code");
  }, [setFocus, focusFirst, kind]);

  const submit = form.handleSubmit(({ code }) => {
    setError(null);
    startTransition(async () => {
      const problem = await onSubmit(code);
      if (!problem) return;
      setError(problem);
      reset({ code: "" });
      setFocus("code");
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorAlert message={error} />
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <TextField
            name="code"
            label={label}
            hint={hint}
            required
            autoComplete="one-time-code"
            inputMode={kind === "recovery" ? "text" : "numeric"}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className="font-mono text-lg tracking-widest"
          />
        </fieldset>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {children}
      </form>
    </FormProvider>
  );
}
