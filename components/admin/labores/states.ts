import type { BadgeProps } from "@/components/ui/Badge";
import type { LaborState } from "@/lib/labores/schema";

export const LABOR_STATE_LABELS: Record<LaborState, string> = {
  borrador: "Borrador",
  publicado: "Publicado",
  oculto: "Oculto",
  archivado: "Archivado",
};

export const LABOR_STATE_BADGES: Record<LaborState, BadgeProps["variant"]> = {
  borrador: "outline",
  publicado: "success",
  oculto: "warning",
  archivado: "secondary",
};
