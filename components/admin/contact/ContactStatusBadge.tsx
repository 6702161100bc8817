import { Badge, type BadgeProps } from "@/components/ui/Badge";
import { CONTACT_STATUS_LABELS, type ContactStatus } from "@/lib/contact/inbox-schema";

const VARIANTS: Record<ContactStatus, BadgeProps["variant"]> = {
  nuevo: "destructive",
  leido: "outline",
  respondido: "success",
};

/** A contact message's status: Nuevo, Leído or Respondido. */
export function ContactStatusBadge({ estado }: { estado: ContactStatus }) {
  return <Badge variant={VARIANTS[estado]}>{CONTACT_STATUS_LABELS[estado]}</Badge>;
}
