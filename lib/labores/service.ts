import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/cache";
import { commitChange } from "@/lib/content-change";
import { pickSlug, withUniqueSlug } from "@/lib/content-slug";
import { db, type Tx } from "@/lib/db";
import { AppError, found } from "@/lib/errors";
import type { MediaKind } from "@/lib/generated/prisma/enums";
import { sanitizeOptionalHtml } from "@/lib/html";
import { getAdminLabor, listLaborMedia } from "@/lib/labores/admin-queries";
import { mediaSelect, toMediaItem } from "@/lib/labores/mappers";
import {
  LABOR_MEDIA_MAX_FILES,
  LABOR_MEDIA_RULES,
  LABOR_MEDIA_TOO_MANY,
} from "@/lib/labores/limits";
import {
  LABOR_MESSAGES,
  sortLaborMedia,
  type LaborCreate,
  type LaborDetail,
  type LaborMediaItem,
  type LaborState,
  type LaborUpdate,
} from "@/lib/labores/schema";
import type { UploadFile } from "@/lib/multipart";
import { discardStoredFiles, type FileRef } from "@/lib/storage/cleanup";
import { withSavedUploads, type SavedFile } from "@/lib/storage/service";

async function requireLabor(
  tx: Tx | ReturnType<typeof db>,
  id: number,
): Promise<{ id: number; titulo: string }> {
  return found(
    await tx.labor.findUnique({ where: { id }, select: { id: true, titulo: true } }),
    LABOR_MESSAGES.notFound,
  );
}

async function checkCategory(tx: Tx, categoriaId: number | null | undefined): Promise<void> {
  if (!categoriaId) return;
  const exists = await tx.laborCategory.findUnique({
    where: { id: categoriaId },
    select: { id: true },
  });
  if (!exists) throw AppError.field("categoria_id", LABOR_MESSAGES.missingCategory);
}

async function detail(actor: Actor, id: number): Promise<LaborDetail> {
  return found(await getAdminLabor(actor, id), LABOR_MESSAGES.notFound);
}

/** Stored fields of a create or update: keys left out are left alone; descripcion is sanitized. */
function fields(input: LaborUpdate) {
  const { descripcion, ...rest } = input;
  const data = {
    ...rest,
    slug: undefined,
    descripcion: descripcion === undefined ? undefined : sanitizeOptionalHtml(descripcion),
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** Creates a labor (borrador unless another estado is given); answers it with its message. */
export async function createLabor(actor: Actor, input: LaborCreate): Promise<LaborDetail> {
  requirePermission(actor, "labores.write");
  const row = await withUniqueSlug("labor", () =>
    commitChange(
      TAGS.labores,
      async (tx) => {
        await checkCategory(tx, input.categoria_id);
        return tx.labor.create({
          data: {
            ...fields(input),
            titulo: input.titulo,
            anio_ejecucion: input.anio_ejecucion,
            slug: await pickSlug(tx, "labor", input),
          },
          select: { id: true, estado: true },
        });
      },
      (created) => ({
        actor,
        action: "labor.create",
        entity: "labor",
        entityId: created.id,
        details: { estado: created.estado },
      }),
    ),
  );
  return detail(actor, row.id);
}

/** Updates a labor; keys left out keep their value (the slug too, unless one is sent). */
export async function updateLabor(
  actor: Actor,
  id: number,
  input: LaborUpdate,
): Promise<LaborDetail> {
  requirePermission(actor, "labores.write");
  await withUniqueSlug("labor", () =>
    commitChange(
      TAGS.labores,
      async (tx) => {
        const current = await requireLabor(tx, id);
        await checkCategory(tx, input.categoria_id);
        const slug = input.slug
          ? await pickSlug(tx, "labor", { slug: input.slug, titulo: current.titulo }, id)
          : undefined;
        await tx.labor.update({
          where: { id },
          data: { ...fields(input), ...(slug ? { slug } : {}) },
        });
      },
      () => ({
        actor,
        action: "labor.update",
        entity: "labor",
        entityId: id,
        details: { fields: Object.keys(input) },
      }),
    ),
  );
  return detail(actor, id);
}

/** Sets the estado (Publicar, Ocultar, or any of the four from the form). */
export async function setLaborStatus(
  actor: Actor,
  id: number,
  estado: LaborState,
): Promise<LaborDetail> {
  requirePermission(actor, "labores.write");
  await commitChange(
    TAGS.labores,
    async (tx) => {
      await requireLabor(tx, id);
      await tx.labor.update({ where: { id }, data: { estado } });
    },
    () => ({ actor, action: "labor.status", entity: "labor", entityId: id, details: { estado } }),
  );
  return detail(actor, id);
}

/** The columns of a medium that can point at a stored file. */
const mediaFileColumns = {
  url: true,
  secure_url: true,
  thumbnail_url: true,
  public_id: true,
} as const;

const mediaRefs = (media: Record<keyof typeof mediaFileColumns, FileRef>): FileRef[] => [
  media.url,
  media.secure_url,
  media.thumbnail_url,
  media.public_id,
];

/** Deletes a labor and its media (a hard delete), then the files nobody else uses. */
export async function deleteLabor(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "labores.write");
  const { dropped } = await commitChange(
    TAGS.labores,
    async (tx) => {
      const labor = await requireLabor(tx, id);
      const removed = await tx.labor.delete({
        where: { id },
        select: {
          portada_url: true,
          portada_public_id: true,
          thumbnail_url: true,
          media: { select: mediaFileColumns },
        },
      });
      return {
        titulo: labor.titulo,
        dropped: [
          removed.portada_url,
          removed.portada_public_id,
          removed.thumbnail_url,
          ...removed.media.flatMap(mediaRefs),
        ],
      };
    },
    (labor) => ({
      actor,
      action: "labor.delete",
      entity: "labor",
      entityId: id,
      details: { titulo: labor.titulo },
    }),
  );
  await discardStoredFiles(dropped);
}

// ───────────── Media ─────────────

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
