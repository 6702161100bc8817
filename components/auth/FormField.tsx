import type { ReactNode } from "react";
import { Label } from "@/components/ui/Label";
import { cn } from "@/components/ui/cn";

/** What a field's control needs so that its label, hint and error are announced with it. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Help shown under the control (read with it). */
  description?: ReactNode;
  /** A live hint (such as an availability check) announced politely when it changes. */
  liveHint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, a control, its help, a live hint and its error message, wired together for assistive technology. */
export function FormField({
  id,
  label,
  error,
  description,
  liveHint,
  required,
  className,
  children,
}: FormFieldProps) {
  const describedBy = [
    description && `${id}-ayuda`,
    liveHint !== undefined && `${id}-pista`,
    error && `${id}-error`,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {/* Outside the label, so that the field's name stays exactly its label; aria-required says it. */}
        {required && (
          <span aria-hidden className="text-sm text-danger">
            *
          </span>
        )}
      </div>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        "aria-required": required ? true : undefined,
      })}
      {description && (
        <div id={`${id}-ayuda`} className="text-xs text-muted-foreground">
          {description}
        </div>
      )}
      {liveHint !== undefined && (
        <p id={`${id}-pista`} aria-live="polite" className="text-sm empty:hidden">
          {liveHint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
