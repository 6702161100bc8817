import type { ReactNode } from "react";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";

/** A list's loading, failure and empty states around its items. */
export function ListState<T>({
  items,
  error,
  errorText,
  emptyText,
  loadingText = "Cargando…",
  children,
}: {
  items: T[] | null;
  error: string | null;
  errorText: string;
  emptyText: string;
  loadingText?: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      {error && (
        <Alert variant="destructive" role="alert">
          {errorText}
        </Alert>
      )}
      {items === null ? (
        !error && <Spinner label={loadingText} />
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed border-border bg-white p-6 text-center text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        children(items)
      )}
    </>
  );
}
