import "server-only";
import { publicRead, TAGS } from "@/lib/content/cache";
import { db, type Prisma } from "@/lib/db";
import {
  detailSelect,
  mediaOrder,
  mediaSelect,
  slugOrIdWhere,
  toDetail,
  toMediaItem,
} from "@/lib/news/mappers";
import { listPublishedNews } from "@/lib/news/public-queries";
import { publishedNewsWhere } from "@/lib/news/published";
import {
  NEWS_YEARS,
  type NewsDetail,
  type NewsListFilters,
  type NewsMediaItem,
  type NewsPage,
} from "@/lib/news/schema";

// Reads of the public site, cached for every visitor and expired by the news tag on every change.
// A scheduled item counts as published from its fecha_programada on: each cached read lives at
// most until the next scheduled item comes due, so the first request from then on reads afresh.

/**
 * When the scheduled items still to come are due (ISO, soonest first). Scheduling changes only
 * through the office, which expires the news tag; times that pass are skipped by `nextDue`.
 */
const scheduledTimes = publicRead("news.scheduledTimes", TAGS.news, async (): Promise<string[]> => {
  const rows = await db().news.findMany({
    where: { deleted_at: null, estado: "programado", fecha_programada: { gt: new Date() } },
    orderBy: { fecha_programada: "asc" },
    select: { fecha_programada: true },
  });
  return rows.flatMap((row) => (row.fecha_programada ? [row.fecha_programada.toISOString()] : []));
});

/** When the next scheduled item comes due, or null. */
async function nextDue(): Promise<Date | null> {
  const now = Date.now();
  const next = (await scheduledTimes()).find((time) => Date.parse(time) > now);
  return next ? new Date(next) : null;
}

/** A news read lives until the next scheduled item is due at most. */
const NEWS_LIFE = { refreshAt: nextDue };

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

function toCard({
  estado,
  fecha_programada,
  fecha_publicacion,
  created_at,
  ...row
}: CardRow): NewsCard {
  const published =
    (estado === "programado" && fecha_programada) || fecha_publicacion || created_at;
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
async function latestPublishedNews(limit: number, now = new Date()): Promise<NewsCard[]> {
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

/** The three news of the home page. */
export const getHomeNews = publicRead(
  "news.getHomeNews",
  TAGS.news,
  () => latestPublishedNews(3),
  NEWS_LIFE,
);

/** The latest published news for the RSS feed. */
export const getFeedNews = publicRead(
  "news.getFeedNews",
  TAGS.news,
  () => latestPublishedNews(30),
  NEWS_LIFE,
);

/**
 * The years of the list's year filter: those of the content dates of published news (newest
 * first), within the years the filter accepts.
 */
export const getNewsYears = publicRead(
  "news.getNewsYears",
  TAGS.news,
  async (): Promise<number[]> => {
    const rows = await db().news.findMany({
      where: publishedNewsWhere(new Date()),
      distinct: ["fecha_contenido"],
      select: { fecha_contenido: true },
    });
    const years = new Set(rows.map((row) => row.fecha_contenido.getUTCFullYear()));
    return [...years]
      .filter((year) => year >= NEWS_YEARS.min && year <= NEWS_YEARS.max)
      .sort((a, b) => b - a);
  },
  NEWS_LIFE,
);

/** One page of the public news list (filters as `newsListQuery` parses them). */
export const getNewsPage = publicRead(
  "news.getNewsPage",
  TAGS.news,
  (filters: NewsListFilters): Promise<NewsPage> => listPublishedNews(filters, new Date()),
  NEWS_LIFE,
);

export interface SitemapEntry {
  slug: string;
  updated_at: string;
}

/** Every published item's slug and last change, newest first (sitemap, prerendered paths). */
export const getNewsSitemap = publicRead(
  "news.getNewsSitemap",
  TAGS.news,
  async (): Promise<SitemapEntry[]> => {
    const rows = await db().news.findMany({
      where: publishedNewsWhere(new Date()),
      orderBy: [{ fecha_publicacion: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      select: { slug: true, updated_at: true },
    });
    return rows.map((row) => ({ slug: row.slug, updated_at: row.updated_at.toISOString() }));
  },
  NEWS_LIFE,
);

export interface NewsArticle {
  news: NewsDetail;
  media: NewsMediaItem[];
}

/**
 * A published news item by slug or numeric id, with its media in display order; null when it does
 * not exist or is not public yet (a scheduled item's cached null lives until its time).
 */
export const getNewsArticle = publicRead(
  "news.getNewsArticle",
  TAGS.news,
  async (slugOrId: string): Promise<NewsArticle | null> => {
    const row = await db().news.findFirst({
      where: {
        AND: [
          slugOrIdWhere(slugOrId),
          { deleted_at: null, estado: { in: ["publicado", "programado"] } },
        ],
      },
      select: { ...detailSelect, media: { select: mediaSelect, orderBy: mediaOrder } },
    });
    // A scheduled item without a time never becomes public (the rule of publishedNewsWhere).
    const dueAt = row?.estado === "programado" ? row.fecha_programada : null;
    const notYetDue = row?.estado === "programado" && (!dueAt || dueAt.getTime() > Date.now());
    if (!row || notYetDue) return null;
    const { media, ...news } = row;
    return { news: toDetail(news, true), media: media.map(toMediaItem) };
  },
  NEWS_LIFE,
);
