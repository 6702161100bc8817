"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { Label } from "@/components/ui/Label";
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
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        )}
      </Label>
      <Textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
        {...register(name)}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The message of a whole-form rule (a zod refine without a path lands under the key ""). */
export function formLevelError(errors: Record<string, unknown>): string | undefined {
  const entry = (errors[""] ?? errors.root) as { message?: string } | undefined;
  return entry?.message;
}
