import type { ReactNode } from "react";
import { Breadcrumbs } from "./Breadcrumbs";
import type { Crumb } from "./seo";

/** The top of an inner public page: breadcrumbs, the page's only h1 and an optional introduction. */
export function PageHeader({
  title,
  intro,
  trail,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The pages above this one and this one, home excluded. */
  trail: Crumb[];
  children?: ReactNode;
}) {
  return (
    <div className="on-dark bg-linear-to-br from-primary-strong to-primary text-white">
      <div className="container-page py-10 sm:py-14">
        <Breadcrumbs trail={trail} tone="dark" />
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{title}</h1>
        <span aria-hidden className="mt-4 block h-1 w-16 rounded-full bg-accent" />
        {intro && <div className="mt-4 max-w-3xl text-lg text-on-dark-muted">{intro}</div>}
        {children}
      </div>
    </div>
  );
}
