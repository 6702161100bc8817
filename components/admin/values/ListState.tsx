import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/Spinner";

/** A list's loading (while its tab is being read) and empty states around its items. */
export function ListState<T>({
  items,
  emptyText,
  loadingText = "Cargando…",
  children,
}: {
  items: T[] | null;
  emptyText: string;
  loadingText?: string;
  children: (items: T[]) => ReactNode;
}) {
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
