import Link from "next/link";
import type { ReactNode } from "react";

/** A count on the dashboard that opens the list it counts; `alert` turns it red while above 0. */
export function StatFigure({
  href,
  value,
  label,
  alert = false,
}: {
  href: string;
  value: number;
  label: string;
  alert?: boolean;
}) {
  return (
    <Link
      href={href}
      className={`flex flex-col rounded-md border bg-white px-4 py-3 hover:border-primary ${alert && value > 0 ? "border-danger/40" : "border-border"}`}
    >
      <span className={`text-2xl font-bold ${alert && value > 0 ? "text-danger" : "text-primary"}`}>
        {value}
      </span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </Link>
  );
}

/** A titled row of figures on the dashboard. */
export function StatStrip({
  id,
  title,
  children,
  footer,
}: {
  id: string;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-8 flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">{children}</div>
      {footer}
    </section>
  );
}
