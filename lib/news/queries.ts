import "server-only";
import { publicRead, TAGS } from "@/lib/cache";
import { db, type Prisma } from "@/lib/db";
import {
  detailSelect,
  mediaOrder,
  mediaSelect,
  slugOrIdWhere,
  toDetail,
  toMediaItem,
} from "@/lib/news/dto";
import { listPublishedNews } from "@/lib/news/public-queries";
import { publishedNewsWhere } from "@/lib/news/published";
import {
  NEWS_YEARS,
  type NewsDetail,
  type NewsListFilters,
  type NewsMediaItem,
  type NewsPage,
} from "@/lib/news/schema";

// Reads of the public site. Cached for every visitor and expired by the news tag on every change;
// a scheduled item still appears on time, because each cached copy knows when the next scheduled
// item comes due and is read again, uncached, once that instant has passed.

/** How long a public news read is kept at most (seconds). */
const NEWS_REVALIDATE = 60;

interface Timed<T> {
  value: T;
  /** When the next scheduled item comes due after the read (ISO), or null. */
  nextDueAt: string | null;
}

async function nextDueAfter(now: Date): Promise<string | null> {
  const row = await db().news.findFirst({
    where: { deleted_at: null, estado: "programado", fecha_programada: { gt: now } },
    orderBy: { fecha_programada: "asc" },
    select: { fecha_programada: true },
  });
  return row?.fecha_programada?.toISOString() ?? null;
}

/**
 * A cached read of published news that never hides a scheduled item past its time: when one has
 * come due since the cached copy was made, the read runs again without the cache.
 */
function scheduleAwareRead<Args extends unknown[], T>(
  read: (now: Date, ...args: Args) => Promise<T>,
  key: string,
): (...args: Args) => Promise<T> {
  const timed = async (...args: Args): Promise<Timed<T>> => {
    const now = new Date();
    const [value, nextDueAt] = await Promise.all([read(now, ...args), nextDueAfter(now)]);
    return { value, nextDueAt };
  };
  const cached = publicRead(timed, key, [TAGS.news], NEWS_REVALIDATE);
  return async (...args) => {
    const copy = await cached(...args);
    if (copy.nextDueAt && Date.parse(copy.nextDueAt) <= Date.now()) {
      return (await timed(...args)).value;
    }
    return copy.value;
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

/** The three news of the home page. */
export const getHomeNews = scheduleAwareRead((now) => latestPublishedNews(3, now), "home-news");

/** The latest published news for the RSS feed. */
export const getFeedNews = scheduleAwareRead((now) => latestPublishedNews(30, now), "feed-news");

/**
 * The years of the list's year filter: those of the content dates of published news (newest
 * first), within the years the filter accepts.
 */
export const getNewsYears = scheduleAwareRead(async (now): Promise<number[]> => {
  const rows = await db().news.findMany({
    where: publishedNewsWhere(now),
    distinct: ["fecha_contenido"],
    select: { fecha_contenido: true },
  });
  const years = new Set(rows.map((row) => row.fecha_contenido.getUTCFullYear()));
  return [...years]
    .filter((year) => year >= NEWS_YEARS.min && year <= NEWS_YEARS.max)
    .sort((a, b) => b - a);
}, "news-years");

/** One page of the public news list (filters as `newsListQuery` parses them). */
export const getNewsPage: (filters: NewsListFilters) => Promise<NewsPage> = scheduleAwareRead(
  (now, filters: NewsListFilters) => listPublishedNews(filters, now),
  "news-page",
);

export interface SitemapEntry {
  slug: string;
  updated_at: string;
}

/** Every published item's slug and last change, newest first (sitemap, prerendered paths). */
export const getNewsSitemap = scheduleAwareRead(async (now): Promise<SitemapEntry[]> => {
  const rows = await db().news.findMany({
    where: publishedNewsWhere(now),
    orderBy: [{ fecha_publicacion: { sort: "desc", nulls: "last" } }, { id: "desc" }],
    select: { slug: true, updated_at: true },
  });
  return rows.map((row) => ({ slug: row.slug, updated_at: row.updated_at.toISOString() }));
}, "news-sitemap");

export interface NewsArticle {
  news: NewsDetail;
  media: NewsMediaItem[];
}

interface StoredArticle extends NewsArticle {
  /** From when the item is public (ISO); null when it already is. */
  visibleFrom: string | null;
}

async function readArticle(slugOrId: string): Promise<StoredArticle | null> {
  const row = await db().news.findFirst({
    where: {
      AND: [
        slugOrIdWhere(slugOrId),
        { deleted_at: null, estado: { in: ["publicado", "programado"] } },
      ],
    },
    select: { ...detailSelect, media: { select: mediaSelect, orderBy: mediaOrder } },
  });
  if (!row) return null;
  // A scheduled item without a time never becomes public (the rule of publishedNewsWhere).
  if (row.estado === "programado" && !row.fecha_programada) return null;
  const { media, ...news } = row;
  return {
    news: toDetail(news, true),
    media: media.map(toMediaItem),
    visibleFrom: row.estado === "programado" ? row.fecha_programada!.toISOString() : null,
  };
}

const cachedArticle = publicRead(readArticle, "news-article", [TAGS.news], NEWS_REVALIDATE);

/**
 * A published news item by slug or numeric id, with its media in display order; null when it does
 * not exist or is not public yet. Whether a scheduled item is due is decided at read time.
 */
export async function getNewsArticle(slugOrId: string): Promise<NewsArticle | null> {
  const article = await cachedArticle(slugOrId);
  if (!article || (article.visibleFrom && Date.parse(article.visibleFrom) > Date.now()))
    return null;
  return { news: article.news, media: article.media };
}
