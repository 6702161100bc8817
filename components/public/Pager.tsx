import Link from "next/link";

const pagerLink =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-primary px-4 text-sm font-medium text-primary hover:bg-primary-soft";
const pagerDisabled =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-border px-4 text-sm font-medium text-muted-foreground";

/** Anterior / Siguiente with 'Página X de Y' (spec 03 §2); plain links, so every page is crawlable. */
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
        <Link href={hrefFor(page - 1)} rel="prev" className={pagerLink}>
          Anterior
        </Link>
      ) : (
        <span aria-disabled="true" className={pagerDisabled}>
          Anterior
        </span>
      )}
      <p className="text-sm text-muted-foreground">
        Página {page} de {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={pagerLink}>
          Siguiente
        </Link>
      ) : (
        <span aria-disabled="true" className={pagerDisabled}>
          Siguiente
        </span>
      )}
    </nav>
  );
}
