"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { MESSAGES } from "@/lib/admins/schema";
import type { Option } from "./options";

/** The required-fields alert already names the fields; under each one a short note is enough. */
const shortMessage = (message: string) =>
  message === MESSAGES.requiredCreate || message === MESSAGES.requiredInvite
    ? "Campo obligatorio."
    : message;

/** Label, control, hint and error of one form field, with the ids the control refers to. */
export function FieldShell({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
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
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {shortMessage(error)}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return (
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}

type TextFieldProps = Omit<ComponentProps<"input">, "name" | "id"> & {
  name: string;
  label: string;
  hint?: ReactNode;
};

/** What BoundField hands its control: the id, the ARIA attributes and the form registration. */
export type BoundProps = Record<string, unknown>;

/** A labelled control bound to the surrounding react-hook-form, with its error below it. */
export function BoundField({
  field: { name, label, required, hint },
  control,
}: {
  field: { name: string; label: string; required?: boolean; hint?: ReactNode };
  control: (bound: BoundProps) => ReactNode;
}) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      {control({
        id,
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, error, hint),
        ...register(name),
      })}
    </FieldShell>
  );
}

/** A labelled text input bound to the surrounding react-hook-form, with its error below it. */
export function TextField({ name, label, required, hint, ...props }: TextFieldProps) {
  const control = (bound: BoundProps) => <Input {...props} {...bound} />;
  return <BoundField field={{ name, label, required, hint }} control={control} />;
}

type SelectFieldProps = Omit<ComponentProps<"select">, "name" | "id"> & {
  name: string;
  label: string;
  /** Plain strings are their own label. */
  options: readonly string[] | readonly Option[];
  placeholder?: string;
};

const asOption = (option: string | Option): Option =>
  typeof option === "string" ? { value: option, label: option } : option;

/** A labelled native select bound to the surrounding react-hook-form. */
export function SelectField({
  name,
  label,
  required,
  options,
  placeholder,
  onChange,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  const field = register(name);
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <Select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...props}
        {...field}
        onChange={(event) => {
          void field.onChange(event);
          onChange?.(event);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(asOption).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
