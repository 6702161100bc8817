import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** A titled white panel of the portal pages. */
export function PortalPanel({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "flex flex-col gap-4 rounded-lg border border-border bg-white p-5 shadow-sm sm:p-6",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-primary sm:text-xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
