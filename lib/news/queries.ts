import "server-only";
import { publicRead, TAGS } from "@/lib/cache";
import { db, type Prisma } from "@/lib/db";

/**
 * The one rule for "published": not deleted, and either `publicado` or `programado` with its time
 * come. Scheduled news counts as published from that instant, with no job needed.
 */
export function publishedNewsWhere(now: Date): Prisma.NewsWhereInput {
  return {
    deleted_at: null,
    OR: [{ estado: "publicado" }, { estado: "programado", fecha_programada: { lte: now } }],
  };
}

export interface NewsCard {
  id: number;
  slug: string;
  titulo: string;
  resumen: string | null;
  portada_url: string | null;
  destacado: boolean;
  categoria: { nombre: string; slug: string } | null;
  /** Publication instant (ISO); for scheduled news, its scheduled time. */
  fecha_publicacion: string;
  /** Calendar date of the content, YYYY-MM-DD. */
  fecha_contenido: string;
}

const cardSelect = {
  id: true,
  slug: true,
  titulo: true,
  resumen: true,
  portada_url: true,
  destacado: true,
  estado: true,
  fecha_publicacion: true,
  fecha_programada: true,
  fecha_contenido: true,
  created_at: true,
  categoria: { select: { nombre: true, slug: true } },
} satisfies Prisma.NewsSelect;

type CardRow = Prisma.NewsGetPayload<{ select: typeof cardSelect }>;

function toCard({ estado, fecha_programada, fecha_publicacion, created_at, ...row }: CardRow): NewsCard {
  const published = (estado === "programado" && fecha_programada) || fecha_publicacion || created_at;
  return {
    ...row,
    fecha_publicacion: published.toISOString(),
    fecha_contenido: row.fecha_contenido.toISOString().slice(0, 10),
  };
}

/**
 * The latest published news, newest first. Stored `publicado` rows sort by fecha_publicacion and
 * due `programado` rows by fecha_programada; both lists are merged.
 */
export async function latestPublishedNews(limit: number, now = new Date()): Promise<NewsCard[]> {
  const published = publishedNewsWhere(now);
  const [stored, scheduled] = await Promise.all([
    db().news.findMany({
      where: { AND: [published, { estado: "publicado" }] },
      orderBy: [{ fecha_publicacion: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      take: limit,
      select: cardSelect,
    }),
    db().news.findMany({
      where: { AND: [published, { estado: "programado" }] },
      orderBy: [{ fecha_programada: "desc" }, { id: "desc" }],
      take: limit,
      select: cardSelect,
    }),
  ]);
  return [...stored, ...scheduled]
    .map(toCard)
    .sort((a, b) => b.fecha_publicacion.localeCompare(a.fecha_publicacion) || b.id - a.id)
    .slice(0, limit);
}

/** The three news of the home page; at most a minute late for scheduled items. */
export const getHomeNews = publicRead(() => latestPublishedNews(3), "home-news", [TAGS.news], 60);
