const pagerLink =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-primary px-4 text-sm font-medium text-primary hover:bg-primary-soft";
const pagerDisabled =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-border px-4 text-sm font-medium text-muted-foreground";

/**
 * Anterior / Siguiente with 'Página X de Y' (spec 03 §2). Plain links that load the page: the paged
 * lists are served through a rewrite (next.config.ts) that the client-side router does not know.
 */
export function Pager({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  return (
    <nav aria-label="Paginación" className="mt-10 flex items-center justify-between gap-3">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} rel="prev" className={pagerLink}>
          Anterior
        </a>
      ) : (
        <span aria-disabled="true" className={pagerDisabled}>
          Anterior
        </span>
      )}
      <p className="text-sm text-muted-foreground">
        Página {page} de {totalPages}
      </p>
      {page < totalPages ? (
        <a href={hrefFor(page + 1)} rel="next" className={pagerLink}>
          Siguiente
        </a>
      ) : (
        <span aria-disabled="true" className={pagerDisabled}>
          Siguiente
        </span>
      )}
    </nav>
  );
}
