import "server-only";
import type { Prisma } from "@/lib/db";
import type { LaborDetail, LaborListItem, LaborMediaItem } from "@/lib/labores/schema";

export const listSelect = {
  id: true,
  titulo: true,
  subtitulo: true,
  resumen: true,
  slug: true,
  anio_ejecucion: true,
  categoria_id: true,
  departamento: true,
  municipio: true,
  destacado: true,
  estado: true,
  portada_url: true,
  portada_alt: true,
  thumbnail_url: true,
  created_at: true,
  updated_at: true,
  _count: { select: { media: true } },
} satisfies Prisma.LaborSelect;

export const detailSelect = {
  ...listSelect,
  descripcion: true,
  portada_public_id: true,
} satisfies Prisma.LaborSelect;

export const mediaSelect = {
  id: true,
  labor_id: true,
  tipo: true,
  mime: true,
  titulo: true,
  descripcion: true,
  orden: true,
  is_portada: true,
  url: true,
  secure_url: true,
  thumbnail_url: true,
} satisfies Prisma.LaborMediaSelect;

type ListRow = Prisma.LaborGetPayload<{ select: typeof listSelect }>;

export function toListItem({ _count, ...row }: ListRow): LaborListItem {
  return {
    ...row,
    thumbnail_url: row.thumbnail_url ?? row.portada_url,
    total_media: _count.media,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toDetail(
  row: Prisma.LaborGetPayload<{ select: typeof detailSelect }>,
): LaborDetail {
  return { ...row, ...toListItem(row) };
}

export function toMediaItem(
  row: Prisma.LaborMediaGetPayload<{ select: typeof mediaSelect }>,
): LaborMediaItem {
  return { ...row, is_portada: row.is_portada ? 1 : 0 };
}
