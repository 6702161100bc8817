import type { ComponentProps } from "react";
import { Icon } from "@/components/public/icons";
import { fieldClass } from "./Input";
import { cn } from "./cn";

/** A native select, styled like the other fields. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(fieldClass, "min-h-11 appearance-none py-2 pr-9 sm:min-h-10", className)}
        {...props}
      >
        {children}
      </select>
      {/* The site's own line icon rather than lucide's, a client component whose props (the glyph's
          drawing) every prerendered page with a select would carry in its React payload. */}
      <Icon
        name="chevronDown"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
