import type { ReactNode } from "react";

// Plain class strings: the public pages ship no class-merging library.
export const control =
  "w-full rounded-md border border-input bg-white px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-danger sm:text-sm";

/** A field of the contact form: its label (with a required mark), control, hint and error. */
export function FieldRow({
  id,
  label,
  error,
  hint,
  required,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${wide ? "sm:col-span-2" : ""}`}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        {required && (
          <span aria-hidden className="text-sm text-danger">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-ayuda`} className="text-xs text-muted-foreground">
          {hint}
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
