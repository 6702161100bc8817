"use client";

import { useId } from "react";
import { useFormContext } from "react-hook-form";

/** A checkbox bound to the surrounding react-hook-form, its label beside it. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { register } = useFormContext();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4 accent-primary" {...register(name)} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
