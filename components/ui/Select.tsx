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
      {/* Drawn here rather than with lucide's icon, a client component whose props (the glyph's
          drawing) every prerendered page with a select would carry in its React payload. */}
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}
