import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/content/cache";
import { commitChange } from "@/lib/content/change";
import { db, type Tx } from "@/lib/db";
import { AppError, found } from "@/lib/errors/app-error";
import type { MediaKind } from "@/lib/generated/prisma/enums";
import type { UploadFile } from "@/lib/http/multipart";
import { listLaborMedia } from "@/lib/labores/admin-queries";
import { mediaFileColumns, mediaRefs, requireLabor } from "@/lib/labores/labor-rows";
import {
  LABOR_MEDIA_MAX_FILES,
  LABOR_MEDIA_RULES,
  LABOR_MEDIA_TOO_MANY,
} from "@/lib/labores/limits";
import { mediaSelect, toMediaItem } from "@/lib/labores/mappers";
import { LABOR_MESSAGES, sortLaborMedia, type LaborMediaItem } from "@/lib/labores/schema";
import { discardStoredFiles } from "@/lib/storage/cleanup";
import { withSavedUploads, type SavedFile } from "@/lib/storage/service";

// The media of a labor: uploads, their titles and cover, their order, their deletion.

const KIND_OF_MIME = (mime: string): MediaKind =>
  mime.startsWith("image/") ? "image" : mime.startsWith("video/") ? "video" : "document";

/** Makes `mediaId` the cover (or, with null, removes the cover); the labor's portada and thumbnail follow. */
async function applyCover(tx: Tx, laborId: number, mediaId: number | null): Promise<void> {
  await tx.laborMedia.updateMany({
    where: { labor_id: laborId, is_portada: true, ...(mediaId ? { NOT: { id: mediaId } } : {}) },
    data: { is_portada: null },
  });
  if (!mediaId) {
    await tx.labor.update({
      where: { id: laborId },
      data: { portada_url: null, thumbnail_url: null, portada_public_id: null },
    });
    return;
  }
  const media = await tx.laborMedia.update({ where: { id: mediaId }, data: { is_portada: true } });
  await tx.labor.update({
    where: { id: laborId },
    data: {
      portada_url: media.secure_url ?? media.url,
      thumbnail_url: media.thumbnail_url ?? media.secure_url ?? media.url,
      portada_public_id: media.public_id,
      ...(media.titulo ? { portada_alt: media.titulo } : {}),
    },
  });
}

/** The first image in display order, to stand in as cover; null when the labor has none. */
async function firstImage(tx: Tx, laborId: number): Promise<number | null> {
  const images = await tx.laborMedia.findMany({
    where: { labor_id: laborId, tipo: "image" },
    select: { id: true, orden: true, is_portada: true },
  });
  return sortLaborMedia(images)[0]?.id ?? null;
}

/** The title and description given to every file of one upload. */
type UploadMeta = { titulo?: string | null; descripcion?: string | null };

/**
 * Uploads files (images, MP4, PDF; checked by content) to a labor, after its other media. When the
 * labor has no cover yet, its first image becomes the cover. The rows are written all together.
 */
export async function uploadLaborMedia(
  actor: Actor,
  laborId: number,
  files: UploadFile[],
  meta: UploadMeta = {},
): Promise<LaborMediaItem[]> {
  requirePermission(actor, "labores.write");
  if (!files.length) throw AppError.field("files", LABOR_MESSAGES.filesRequired);
  if (files.length > LABOR_MEDIA_MAX_FILES) throw AppError.field("files", LABOR_MEDIA_TOO_MANY);
  await requireLabor(db(), laborId);
  await withSavedUploads(files, LABOR_MEDIA_RULES, (saved) =>
    recordLaborMedia(actor, laborId, saved, meta),
  );
  return found(await listLaborMedia(actor, laborId), LABOR_MESSAGES.notFound);
}

/** Writes the rows of stored files after a labor's other media, all in one transaction. */
function recordLaborMedia(actor: Actor, laborId: number, saved: SavedFile[], meta: UploadMeta) {
  return commitChange(
    TAGS.labores,
    async (tx) => {
      await requireLabor(tx, laborId);
      const last = await tx.laborMedia.aggregate({
        where: { labor_id: laborId },
        _max: { orden: true },
      });
      const start = (last._max.orden ?? -1) + 1;
      const created = [];
      for (const [index, file] of saved.entries()) {
        created.push(
          await tx.laborMedia.create({
            data: {
              labor_id: laborId,
              tipo: KIND_OF_MIME(file.mime),
              mime: file.mime,
              titulo: meta.titulo ?? null,
              descripcion: meta.descripcion ?? null,
              orden: start + index,
              url: file.url,
              secure_url: file.url,
              thumbnail_url: file.mime.startsWith("image/") ? file.url : null,
              public_id: file.key,
            },
            select: { id: true },
          }),
        );
      }
      const hasCover = await tx.laborMedia.count({
        where: { labor_id: laborId, is_portada: true },
      });
      if (!hasCover) {
        const cover = await firstImage(tx, laborId);
        if (cover) await applyCover(tx, laborId, cover);
      }
      return created.map((row) => row.id);
    },
    (ids) => ({
      actor,
      action: "labor.media.add",
      entity: "labor",
      entityId: laborId,
      details: { media_ids: ids },
    }),
  );
}

async function requireMedia(tx: Tx, laborId: number, mediaId: number) {
  await requireLabor(tx, laborId);
  return found(
    await tx.laborMedia.findFirst({
      where: { id: mediaId, labor_id: laborId },
      select: { id: true, tipo: true, is_portada: true, ...mediaFileColumns },
    }),
    LABOR_MESSAGES.mediaNotFound,
  );
}

/**
 * Edits a medium's title and description, and marks or unmarks it as the cover. Marking one clears
 * the previous cover in the same transaction; the labor's portada and thumbnail follow the cover.
 */
export async function updateLaborMedia(
  actor: Actor,
  laborId: number,
  mediaId: number,
  input: { titulo?: string | null; descripcion?: string | null; is_portada?: boolean },
): Promise<LaborMediaItem> {
  requirePermission(actor, "labores.write");
  const row = await commitChange(
    TAGS.labores,
    async (tx) => {
      const media = await requireMedia(tx, laborId, mediaId);
      const { is_portada, ...texts } = input;
      const data = Object.fromEntries(
        Object.entries(texts).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(data).length) await tx.laborMedia.update({ where: { id: mediaId }, data });
      if (is_portada === true && !media.is_portada) {
        if (media.tipo !== "image")
          throw AppError.field("is_portada", LABOR_MESSAGES.coverImageOnly);
        await applyCover(tx, laborId, mediaId);
      } else if (is_portada === false && media.is_portada) {
        await applyCover(tx, laborId, null);
      } else if (media.is_portada && data.titulo) {
        await tx.labor.update({
          where: { id: laborId },
          data: { portada_alt: data.titulo as string },
        });
      }
      return tx.laborMedia.findUniqueOrThrow({ where: { id: mediaId }, select: mediaSelect });
    },
    () => ({
      actor,
      action: "labor.media.update",
      entity: "labor",
      entityId: laborId,
      details: { media_id: mediaId, ...input },
    }),
  );
  return toMediaItem(row);
}

/** Stores the order chosen with up/down (items of { id, orden }, all of this labor's media). */
export async function reorderLaborMedia(
  actor: Actor,
  laborId: number,
  items: { id: number; orden: number }[],
): Promise<LaborMediaItem[]> {
  requirePermission(actor, "labores.write");
  await commitChange(
    TAGS.labores,
    async (tx) => {
      await requireLabor(tx, laborId);
      const owned = await tx.laborMedia.count({
        where: { labor_id: laborId, id: { in: items.map((item) => item.id) } },
      });
      if (owned !== items.length) throw AppError.field("items", LABOR_MESSAGES.reorderInvalid);
      for (const item of items)
        await tx.laborMedia.update({ where: { id: item.id }, data: { orden: item.orden } });
    },
    () => ({
      actor,
      action: "labor.media.reorder",
      entity: "labor",
      entityId: laborId,
      details: { items },
    }),
  );
  return found(await listLaborMedia(actor, laborId), LABOR_MESSAGES.notFound);
}

/**
 * Removes a medium and its file; when it was the cover, the next image in order becomes the cover.
 */
export async function deleteLaborMedia(
  actor: Actor,
  laborId: number,
  mediaId: number,
): Promise<void> {
  requirePermission(actor, "labores.write");
  const dropped = await commitChange(
    TAGS.labores,
    async (tx) => {
      const media = await requireMedia(tx, laborId, mediaId);
      await tx.laborMedia.delete({ where: { id: mediaId } });
      if (media.is_portada) await applyCover(tx, laborId, await firstImage(tx, laborId));
      return mediaRefs(media);
    },
    () => ({
      actor,
      action: "labor.media.delete",
      entity: "labor",
      entityId: laborId,
      details: { media_id: mediaId },
    }),
  );
  await discardStoredFiles(dropped);
}
