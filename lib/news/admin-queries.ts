import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { parseListQuery } from "@/lib/lists/query";
import {
  detailSelect,
  mediaOrder,
  mediaSelect,
  slugOrIdWhere,
  toDetail,
  toMediaItem,
} from "@/lib/news/mappers";
import { listNews } from "@/lib/news/list";
import {
  newsListQuery,
  type NewsDetail,
  type NewsListFilters,
  type NewsMediaItem,
  type NewsPage,
} from "@/lib/news/schema";

// The office's reads of news, in any state; each checks `news.write` itself.
const PERMISSION = "news.write";

/** The administration list: every state except deleted, with filters and paging. */
export async function listAdminNews(
  actor: Actor | null,
  filters: NewsListFilters,
): Promise<NewsPage> {
  requirePermission(actor, PERMISSION);
  return listNews(filters, "all");
}

/**
 * What the news screen of /admin/noticias and /admin/landing/noticias shows for its address's
 * query: the page it asks for (a bad query: the unfiltered list and why) and the categories.
 */
export async function readAdminNewsScreen(
  actor: Actor | null,
  searchParams: Record<string, string | string[] | undefined>,
) {
  const { query, error } = parseListQuery(newsListQuery, searchParams);
  const [page, categories] = await Promise.all([
    listAdminNews(actor, query),
    listNewsCategories(actor),
  ]);
  return { query, queryError: error, page, categories };
}

/** The news categories for the editor's select, by name. */
export async function listNewsCategories(
  actor: Actor | null,
): Promise<{ id: number; nombre: string }[]> {
  requirePermission(actor, PERMISSION);
  return db().newsCategory.findMany({
    select: { id: true, nombre: true },
    orderBy: { nombre: "asc" },
  });
}

/** A news item in any state (not deleted) by id or slug, or null. */
export async function getAdminNews(
  actor: Actor | null,
  slugOrId: string | number,
): Promise<NewsDetail | null> {
  requirePermission(actor, PERMISSION);
  const row = await db().news.findFirst({
    where: { ...slugOrIdWhere(String(slugOrId)), deleted_at: null },
    select: detailSelect,
  });
  return row ? toDetail(row) : null;
}

/** The media of a news item (not deleted), in display order; null when the item does not exist. */
export async function listAdminNewsMedia(
  actor: Actor | null,
  newsId: number,
): Promise<NewsMediaItem[] | null> {
  requirePermission(actor, PERMISSION);
  const news = await db().news.findFirst({
    where: { id: newsId, deleted_at: null },
    select: { media: { select: mediaSelect, orderBy: mediaOrder } },
  });
  return news ? news.media.map(toMediaItem) : null;
}
