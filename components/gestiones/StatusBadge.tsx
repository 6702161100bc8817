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

/** How late an overdue gestión is, in words: 'Vencida hace 3 días hábiles'. */
function overdueText(days: number | null | undefined): string {
  if (!days) return "Vencida";
  return `Vencida hace ${days} ${days === 1 ? "día hábil" : "días hábiles"}`;
}

/** 'Vencida hace N días hábiles': its clock runs and the promised answer date has passed. */
export function OverdueBadge({ days }: { days?: number | null }) {
  return <Badge variant="destructive">{overdueText(days)}</Badge>;
}

/** Something the reader has not seen yet: for a citizen a reply or a status change, for the office a message. */
export function NewsBadge({ text = "Novedades" }: { text?: string }) {
  return <Badge variant="default">{text}</Badge>;
}
