import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** The centred panel of the sign-in, registration and recovery screens. */
export function AuthCard({
  titleId,
  title,
  intro,
  wide,
  children,
}: {
  titleId: string;
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="bg-muted px-4 py-8 sm:py-12">
      <section
        aria-labelledby={titleId}
        className={cn(
          "mx-auto flex w-full flex-col gap-5 rounded-lg border border-border bg-white p-5 shadow-sm sm:p-8",
          wide ? "max-w-3xl" : "max-w-md",
        )}
      >
        <header className="flex flex-col gap-2">
          <h1 id={titleId} className="text-2xl font-bold text-primary sm:text-3xl">
            {title}
          </h1>
          {intro && <div className="text-sm text-muted-foreground">{intro}</div>}
        </header>
        {children}
      </section>
    </div>
  );
}
