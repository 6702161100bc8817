import "server-only";
import { calendarDateString } from "@/lib/validation/dates";
import type { Prisma } from "@/lib/db";
import { idFromSegment } from "@/lib/validation/fields";
import type { MediaKind } from "@/lib/generated/prisma/enums";
import type { NewsDetail, NewsListItem, NewsMediaItem, NewsMediaKind } from "@/lib/news/schema";

export const listSelect = {
  id: true,
  titulo: true,
  subtitulo: true,
  resumen: true,
  slug: true,
  estado: true,
  destacado: true,
  fecha_contenido: true,
  hora_contenido: true,
  fecha_programada: true,
  fecha_publicacion: true,
  categoria_id: true,
  categoria: { select: { id: true, nombre: true, slug: true } },
  portada_url: true,
  created_at: true,
  updated_at: true,
} satisfies Prisma.NewsSelect;

export const detailSelect = {
  ...listSelect,
  contenido_html: true,
  portada_public_id: true,
} satisfies Prisma.NewsSelect;

export const mediaSelect = {
  id: true,
  url: true,
  titulo: true,
  posicion: true,
  tipo: true,
  mime: true,
} satisfies Prisma.NewsMediaSelect;

type ListRow = Prisma.NewsGetPayload<{ select: typeof listSelect }>;
type DetailRow = Prisma.NewsGetPayload<{ select: typeof detailSelect }>;

/**
 * A row as callers see it. For the public a due scheduled item simply is published, since its
 * scheduled time (as the cron route will store it).
 */
export function toListItem(row: ListRow, forPublic = false): NewsListItem {
  const due = forPublic && row.estado === "programado";
  const published = due ? row.fecha_programada : row.fecha_publicacion;
  return {
    ...row,
    estado: due ? "publicado" : row.estado,
    fecha_contenido: calendarDateString(row.fecha_contenido),
    fecha_programada: row.fecha_programada?.toISOString() ?? null,
    fecha_publicacion: published?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toDetail(row: DetailRow, forPublic = false): NewsDetail {
  return { ...row, ...toListItem(row, forPublic) };
}

const NEWS_MEDIA_KIND = {
  image: "imagen",
  video: "video",
  document: "documento",
} as const satisfies Record<MediaKind, NewsMediaKind>;

export function toMediaItem(
  row: Prisma.NewsMediaGetPayload<{ select: typeof mediaSelect }>,
): NewsMediaItem {
  return { ...row, tipo: NEWS_MEDIA_KIND[row.tipo] };
}

/** Media in display order: posicion, then id. */
export const mediaOrder = [
  { posicion: "asc" },
  { id: "asc" },
] satisfies Prisma.NewsMediaOrderByWithRelationInput[];

/** A numeric path segment is an id; anything else a slug. */
export function slugOrIdWhere(slugOrId: string): Prisma.NewsWhereInput {
  const id = idFromSegment(slugOrId);
  return id ? { id } : { slug: slugOrId };
}
