import type { ReactNode } from "react";

/** A section of /transparencia: its heading, an optional introduction and its content. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <span aria-hidden className="mt-3 block h-1 w-12 rounded-full bg-accent" />
        {intro && <p className="mt-4 max-w-3xl text-muted-foreground">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
