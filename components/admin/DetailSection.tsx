import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** A titled card of a back-office detail screen, named by its heading. */
export function DetailSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5", className)}
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
