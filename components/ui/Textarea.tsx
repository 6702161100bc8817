import type { ComponentProps } from "react";
import { fieldClass } from "./Input";
import { cn } from "./cn";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(fieldClass, "py-2", className)} {...props} />;
}
