import { Badge, type BadgeProps } from "@/components/ui/Badge";
import { statusLabel } from "@/lib/gestiones/schema";

const VARIANTS: Record<string, BadgeProps["variant"]> = {
  new: "secondary",
  in_review: "outline",
  in_progress: "warning",
  waiting_info: "warning",
  resolved: "success",
  rejected: "destructive",
};

/** A gestión's status in Spanish ('creado' for a value the screens do not know, product.md §C.4). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? "outline"}>{statusLabel(status)}</Badge>;
}

/** 'Vencida': open and past the promised answer date. */
export function OverdueBadge() {
  return <Badge variant="destructive">Vencida</Badge>;
}

/** Something the reader has not seen yet: for a citizen a reply or a status change, for the office a message. */
export function NewsBadge({ text = "Novedades" }: { text?: string }) {
  return <Badge variant="default">{text}</Badge>;
}
