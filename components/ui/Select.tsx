import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { fieldClass } from "./Input";
import { cn } from "./cn";

/** A native select, styled like the other fields. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(fieldClass, "min-h-11 appearance-none py-2 pr-9 sm:min-h-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
