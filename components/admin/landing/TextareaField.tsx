"use client";

import type { ComponentProps, ReactNode } from "react";
import { BoundField, type BoundProps } from "@/components/admin/FormFields";
import { Textarea } from "@/components/ui/Textarea";

type TextareaFieldProps = Omit<ComponentProps<"textarea">, "name" | "id"> & {
  name: string;
  label: string;
  hint?: ReactNode;
};

/** A labelled textarea bound to the surrounding react-hook-form, with its error below it. */
export function TextareaField({ name, label, required, hint, ...props }: TextareaFieldProps) {
  const control = (bound: BoundProps) => <Textarea {...props} {...bound} />;
  return <BoundField field={{ name, label, required, hint }} control={control} />;
}

/** The message of a whole-form rule (a zod refine without a path lands under the key ""). */
export function formLevelError(errors: Record<string, unknown>): string | undefined {
  const entry = (errors[""] ?? errors.root) as { message?: string } | undefined;
  return entry?.message;
}
