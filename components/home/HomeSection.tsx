import Link from "next/link";
import type { ReactNode } from "react";
import { Icon } from "@/components/public/icons";
import { cn } from "@/components/ui/cn";

/** A home-page section: heading, content and a link to the section's own page. */
export function HomeSection({
  id,
  title,
  intro,
  more,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  more?: { href: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("py-12 sm:py-16", className)}>
      <div className="container-page">
        <div className="mb-8 max-w-2xl">
          <h2 id={id} className="text-2xl font-bold text-foreground sm:text-3xl">
            {title}
          </h2>
          <span aria-hidden className="mt-3 block h-1 w-16 rounded-full bg-accent" />
          {intro && <p className="mt-4 text-muted-foreground">{intro}</p>}
        </div>
        {children}
        {more && (
          <Link
            href={more.href}
            className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary underline-offset-4 hover:underline"
          >
            {more.label}
            <Icon name="arrowRight" />
          </Link>
        )}
      </div>
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border bg-muted px-4 py-8 text-center text-muted-foreground">
      {children}
    </p>
  );
}
