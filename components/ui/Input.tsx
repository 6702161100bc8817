import type { ComponentProps } from "react";
import { cn } from "./cn";

export const fieldClass =
  "w-full rounded-md border border-input bg-white px-3 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:bg-muted aria-invalid:border-danger sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClass, "min-h-11 py-2 sm:min-h-10", className)} {...props} />;
}
