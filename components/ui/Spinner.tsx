import { LoaderCircle } from "lucide-react";
import { cn } from "./cn";

/** A loading indicator announced to screen readers. */
export function Spinner({ label = "Cargando…", className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
