import type { BadgeProps } from "@/components/ui/Badge";
import type { NewsState } from "@/lib/news/schema";

export const NEWS_STATE_LABELS: Record<NewsState, string> = {
  borrador: "Borrador",
  programado: "Programado",
  publicado: "Publicado",
  archivado: "Archivado",
};

export const NEWS_STATE_BADGES: Record<NewsState, BadgeProps["variant"]> = {
  borrador: "outline",
  programado: "warning",
  publicado: "success",
  archivado: "secondary",
};
