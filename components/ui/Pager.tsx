import { Button } from "./Button";

/** 'Página X de Y' with Anterior / Siguiente, for lists paged on the server. */
export function Pager({
  page,
  pages,
  onPage,
  disabled = false,
  summary,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** Extra text after the page count, such as the number of results. */
  summary?: string;
}) {
  return (
    <nav
      aria-label="Paginación"
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p aria-live="polite">
        Página {page} de {pages}
        {summary && <span className="text-muted-foreground"> · {summary}</span>}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Anterior
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Siguiente
        </Button>
      </div>
    </nav>
  );
}
