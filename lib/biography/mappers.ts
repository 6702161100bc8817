import "server-only";
import type { Prisma } from "@/lib/db";
import type { BiographyDetail, BiographyVersionSummary } from "@/lib/biography/schema";

export const summarySelect = {
  id: true,
  version: true,
  es_activa: true,
  slogan: true,
  created_at: true,
  fecha_actualizacion: true,
} satisfies Prisma.BiographyVersionSelect;

/** The text fields of a version (the creation form's fields). */
export const textSelect = {
  introduccion: true,
  biografia_texto: true,
  slogan: true,
  trayectoria: true,
  mision: true,
  valores: true,
  historia_gestion: true,
  mensaje_final: true,
  video_url: true,
} satisfies Prisma.BiographyVersionSelect;

/** A version's blocks in the order the public page shows them. */
export const blockOrder = [
  { orden: "asc" },
  { id: "asc" },
] satisfies Prisma.BiographyBlockOrderByWithRelationInput[];

export const detailSelect = {
  ...summarySelect,
  ...textSelect,
  imagen_principal: true,
  imagen_destacada: true,
  imagen_logo: true,
  imagen_profesional: true,
  imagenes: {
    select: { id: true, url: true, descripcion: true },
    orderBy: [{ orden: "asc" }, { id: "asc" }],
  },
  bloques: {
    select: { id: true, titulo: true, contenido: true, orden: true },
    orderBy: blockOrder,
  },
} satisfies Prisma.BiographyVersionSelect;

type SummaryRow = Prisma.BiographyVersionGetPayload<{ select: typeof summarySelect }>;
type DetailRow = Prisma.BiographyVersionGetPayload<{ select: typeof detailSelect }>;

export function toSummary(row: SummaryRow): BiographyVersionSummary {
  return {
    ...row,
    es_activa: row.es_activa === true,
    created_at: row.created_at.toISOString(),
    fecha_actualizacion: row.fecha_actualizacion.toISOString(),
  };
}

export function toDetail(row: DetailRow): BiographyDetail {
  return { ...row, ...toSummary(row) };
}
