"use client";

import { useId } from "react";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";

/** 'Título (opcional)' of the media being added. */
export function OptionalTitleField({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Título (opcional)</Label>
      <Input
        id={id}
        value={value}
        maxLength={300}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
