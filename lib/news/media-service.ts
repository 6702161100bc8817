import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/content/cache";
import { commitChange } from "@/lib/content/change";
import type { Prisma, Tx } from "@/lib/db";
import { AppError, found } from "@/lib/errors/app-error";
import type { MediaKind } from "@/lib/generated/prisma/enums";
import type { UploadFile } from "@/lib/http/multipart";
import { mediaSelect, toMediaItem } from "@/lib/news/mappers";
import { NEWS_MEDIA_RULES } from "@/lib/news/limits";
import { liveNews, requireNews } from "@/lib/news/live-news";
import { NEWS_MESSAGES, type NewsMediaItem } from "@/lib/news/schema";
import { discardStoredFiles, type FileRef } from "@/lib/storage/cleanup";
import { withSavedUpload } from "@/lib/storage/service";

// The media of a news item: added by URL or upload, retitled or moved, removed with their files.

/** The kind of a media URL, from its extension or video host. */
function kindOfUrl(url: string): MediaKind {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  if (/\.(png|jpe?g|webp|gif|bmp|svg|heic|avif)$/.test(path)) return "image";
  if (
    /\.(mp4|webm|mov|m4v)$/.test(path) ||
    /^https?:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)\//.test(path)
  )
    return "video";
  return "document";
}

const KIND_OF_FILE: Record<string, MediaKind> = { image: "image", video: "video", pdf: "document" };

async function addMedia(
  actor: Actor,
  newsId: number,
  media: {
    url: string;
    titulo: string | null;
    tipo: MediaKind;
    mime: string | null;
    public_id: string | null;
  },
): Promise<NewsMediaItem> {
  const row = await commitChange(
    TAGS.news,
    async (tx) => {
      await liveNews(tx, newsId);
      const last = await tx.newsMedia.aggregate({
        where: { news_id: newsId },
        _max: { posicion: true },
      });
      return tx.newsMedia.create({
        data: { ...media, news_id: newsId, posicion: (last._max.posicion ?? -1) + 1 },
        select: mediaSelect,
      });
    },
    (item) => ({
      actor,
      action: "news.media.add",
      entity: "news",
      entityId: newsId,
      details: { media_id: item.id, url: item.url },
    }),
  );
  return toMediaItem(row);
}

/** Adds a medium by URL (image, video or document, told by the URL). */
export async function addNewsMediaUrl(
  actor: Actor,
  newsId: number,
  input: { url: string; titulo?: string | null },
): Promise<NewsMediaItem> {
  requirePermission(actor, "news.write");
  return addMedia(actor, newsId, {
    url: input.url,
    titulo: input.titulo ?? null,
    tipo: kindOfUrl(input.url),
    mime: null,
    public_id: null,
  });
}

/** Uploads a medium (image, MP4 or PDF, checked by content; 50 MB). */
export async function uploadNewsMedia(
  actor: Actor,
  newsId: number,
  file: UploadFile,
  titulo?: string | null,
): Promise<NewsMediaItem> {
  requirePermission(actor, "news.write");
  await requireNews(newsId);
  return withSavedUpload(file, NEWS_MEDIA_RULES, (saved) => {
    const kind = saved.mime === "application/pdf" ? "pdf" : saved.mime.split("/")[0]!;
    return addMedia(actor, newsId, {
      url: saved.url,
      titulo: titulo ?? null,
      tipo: KIND_OF_FILE[kind] ?? "document",
      mime: saved.mime,
      public_id: saved.key,
    });
  });
}

/** Changes a medium's title and/or position. */
export async function updateNewsMedia(
  actor: Actor,
  newsId: number,
  mediaId: number,
  input: { titulo?: string | null; posicion?: number },
): Promise<NewsMediaItem> {
  requirePermission(actor, "news.write");
  const row = await commitChange(
    TAGS.news,
    async (tx) => {
      await liveNews(tx, newsId);
      found(
        await tx.newsMedia.findFirst({
          where: { id: mediaId, news_id: newsId },
          select: { id: true },
        }),
        NEWS_MESSAGES.mediaNotFound,
      );
      return tx.newsMedia.update({
        where: { id: mediaId },
        data: {
          ...(input.titulo !== undefined ? { titulo: input.titulo } : {}),
          ...(input.posicion !== undefined ? { posicion: input.posicion } : {}),
        },
        select: mediaSelect,
      });
    },
    () => ({
      actor,
      action: "news.media.update",
      entity: "news",
      entityId: newsId,
      details: { media_id: mediaId, ...input },
    }),
  );
  return toMediaItem(row);
}

/** Deletes the media of a news item that match; answers how many, and the references they held. */
async function removeMedia(
  tx: Tx,
  newsId: number,
  where: Prisma.NewsMediaWhereInput,
): Promise<{ deleted: number; dropped: FileRef[] }> {
  await liveNews(tx, newsId);
  const rows = await tx.newsMedia.findMany({
    where: { ...where, news_id: newsId },
    select: { id: true, url: true, public_id: true },
  });
  if (!rows.length) throw new AppError("NOT_FOUND", NEWS_MESSAGES.mediaNotFound);
  const { count } = await tx.newsMedia.deleteMany({
    where: { id: { in: rows.map((row) => row.id) } },
  });
  if (!count) throw new AppError("NOT_FOUND", NEWS_MESSAGES.mediaNotFound);
  return { deleted: count, dropped: rows.flatMap((row) => [row.url, row.public_id]) };
}

/** Removes one medium by id (and its file, when this app stored it). */
export async function deleteNewsMedia(
  actor: Actor,
  newsId: number,
  mediaId: number,
): Promise<void> {
  requirePermission(actor, "news.write");
  const { dropped } = await commitChange(
    TAGS.news,
    (tx) => removeMedia(tx, newsId, { id: mediaId }),
    () => ({
      actor,
      action: "news.media.delete",
      entity: "news",
      entityId: newsId,
      details: { media_id: mediaId },
    }),
  );
  await discardStoredFiles(dropped);
}

/** Removes the media of a news item that have this URL (the spec's delete-by-URL call). */
export async function deleteNewsMediaByUrl(
  actor: Actor,
  newsId: number,
  url: string,
): Promise<{ deleted: number }> {
  requirePermission(actor, "news.write");
  const { deleted, dropped } = await commitChange(
    TAGS.news,
    (tx) => removeMedia(tx, newsId, { url }),
    (result) => ({
      actor,
      action: "news.media.delete",
      entity: "news",
      entityId: newsId,
      details: { url, deleted: result.deleted },
    }),
  );
  await discardStoredFiles(dropped);
  return { deleted };
}
