import Link from "next/link";
import { cn } from "./cn";

const pagerLink =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-primary px-4 text-sm font-medium text-primary hover:bg-primary-soft";
const pagerDisabled =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-border px-4 text-sm font-medium text-muted-foreground";

/**
 * Anterior / Siguiente with 'Página X de Y' (product.md §C.2), as links to the list's other pages, so
 * a page can be opened, shared and returned to with Back. A list that counts only up to a cap
 * passes `totalPages` null and says whether another page follows (`hasNext`): 'Página X'.
 * `fullLoad` makes them plain links that load the document: the public lists are served through a
 * rewrite (middleware.ts) that the client-side router does not know.
 */
export function Pager({
  page,
  totalPages,
  hasNext = totalPages !== null && page < totalPages,
  hrefFor,
  summary,
  fullLoad = false,
  className = "mt-10",
}: {
  page: number;
  totalPages: number | null;
  hasNext?: boolean;
  hrefFor: (page: number) => string;
  /** Extra text after the page count, such as the number of results. */
  summary?: string;
  fullLoad?: boolean;
  className?: string;
}) {
  const PageLink = fullLoad ? "a" : Link;
  const step = (target: number, rel: "prev" | "next", label: string, enabled: boolean) =>
    enabled ? (
      <PageLink href={hrefFor(target)} rel={rel} className={pagerLink}>
        {label}
      </PageLink>
    ) : (
      <span aria-disabled="true" className={pagerDisabled}>
        {label}
      </span>
    );
  return (
    <nav
      aria-label="Paginación"
      className={cn("flex flex-wrap items-center justify-between gap-3", className)}
    >
      {step(page - 1, "prev", "Anterior", page > 1)}
      <p className="text-sm text-muted-foreground">
        Página {page}
        {totalPages !== null && ` de ${totalPages}`}
        {summary && <span> · {summary}</span>}
      </p>
      {step(page + 1, "next", "Siguiente", hasNext)}
    </nav>
  );
}
