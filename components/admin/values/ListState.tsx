import type { ReactNode } from "react";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";

/**
 * A list's failure (the server could not read it), loading (while its tab is being read) and empty
 * states around its items.
 */
export function ListState<T>({
  items,
  failure,
  emptyText,
  loadingText = "Cargando…",
  children,
}: {
  items: T[] | null;
  /** The list's own text for a read that failed, shown instead of the list. */
  failure?: string | null;
  emptyText: string;
  loadingText?: string;
  children: (items: T[]) => ReactNode;
}) {
  if (failure) {
    return (
      <Alert variant="destructive" role="alert">
        {failure}
      </Alert>
    );
  }
  if (items === null) return <Spinner label={loadingText} />;
  if (items.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-border bg-white p-6 text-center text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return children(items);
}
