"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { describedBy, FieldShell } from "@/components/admin/FormFields";
import { Textarea } from "@/components/ui/Textarea";

type TextareaFieldProps = Omit<ComponentProps<"textarea">, "name" | "id"> & {
  name: string;
  label: string;
  hint?: ReactNode;
};

/** A labelled textarea bound to the surrounding react-hook-form, with its error below it. */
export function TextareaField({ name, label, required, hint, ...props }: TextareaFieldProps) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <Textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
        {...register(name)}
      />
    </FieldShell>
  );
}

/** The message of a whole-form rule (a zod refine without a path lands under the key ""). */
export function formLevelError(errors: Record<string, unknown>): string | undefined {
  const entry = (errors[""] ?? errors.root) as { message?: string } | undefined;
  return entry?.message;
}
