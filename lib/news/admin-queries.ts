import "server-only";
import { db } from "@/lib/db";
import {
  detailSelect,
  mediaOrder,
  mediaSelect,
  slugOrIdWhere,
  toDetail,
  toMediaItem,
} from "@/lib/news/dto";
import { listNews } from "@/lib/news/list";
import type { NewsDetail, NewsListFilters, NewsMediaItem, NewsPage } from "@/lib/news/schema";

/** The administration list: every state except deleted, with filters and paging. */
export function listAdminNews(filters: NewsListFilters): Promise<NewsPage> {
  return listNews(filters, "all");
}

/** The news categories for the editor's select, by name. */
export function listNewsCategories(): Promise<{ id: number; nombre: string }[]> {
  return db().newsCategory.findMany({
    select: { id: true, nombre: true },
    orderBy: { nombre: "asc" },
  });
}

/** A news item in any state (not deleted) by id or slug, or null. */
export async function getAdminNews(slugOrId: string | number): Promise<NewsDetail | null> {
  const row = await db().news.findFirst({
    where: { ...slugOrIdWhere(String(slugOrId)), deleted_at: null },
    select: detailSelect,
  });
  return row ? toDetail(row) : null;
}

/** The media of a news item (not deleted), in display order; null when the item does not exist. */
export async function listAdminNewsMedia(newsId: number): Promise<NewsMediaItem[] | null> {
  const news = await db().news.findFirst({
    where: { id: newsId, deleted_at: null },
    select: { media: { select: mediaSelect, orderBy: mediaOrder } },
  });
  return news ? news.media.map(toMediaItem) : null;
}
