import "server-only";
import { db } from "@/lib/db";
import {
  detailSelect,
  mediaOrder,
  mediaSelect,
  slugOrIdWhere,
  toDetail,
  toMediaItem,
} from "@/lib/news/mappers";
import { listNews } from "@/lib/news/list";
import { publishedNewsWhere } from "@/lib/news/published";
import type { NewsDetail, NewsListFilters, NewsMediaItem, NewsPage } from "@/lib/news/schema";

/** Published news only (a scheduled item from its time on), with filters and paging. */
export function listPublishedNews(filters: NewsListFilters, now = new Date()): Promise<NewsPage> {
  return listNews(filters, { publishedAt: now });
}

/** A published news item by slug or id, or null. */
export async function getPublishedNews(
  slugOrId: string,
  now = new Date(),
): Promise<NewsDetail | null> {
  const row = await db().news.findFirst({
    where: { AND: [slugOrIdWhere(slugOrId), publishedNewsWhere(now)] },
    select: detailSelect,
  });
  return row ? toDetail(row, true) : null;
}

/** The media of a published news item, or null when it is not published. */
export async function listPublishedNewsMedia(
  newsId: number,
  now = new Date(),
): Promise<NewsMediaItem[] | null> {
  const news = await db().news.findFirst({
    where: { AND: [{ id: newsId }, publishedNewsWhere(now)] },
    select: { media: { select: mediaSelect, orderBy: mediaOrder } },
  });
  return news ? news.media.map(toMediaItem) : null;
}
