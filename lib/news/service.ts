import type { AuditAction } from "@/lib/audit/labels";
import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/content/cache";
import { commitChange } from "@/lib/content/change";
import { pickSlug, withUniqueSlug } from "@/lib/content/slug";
import type { Tx } from "@/lib/db";
import { AppError, found } from "@/lib/errors/app-error";
import type { NewsStatus } from "@/lib/generated/prisma/enums";
import { sanitizeOptionalHtml } from "@/lib/content/html";
import type { UploadFile } from "@/lib/http/multipart";
import { getAdminNews } from "@/lib/news/admin-queries";
import { liveNews, requireNews, type LiveNews, type StateNow } from "@/lib/news/live-news";
import { NEWS_COVER_RULES } from "@/lib/news/limits";
import {
  NEWS_MESSAGES,
  type NewsCreate,
  type NewsDetail,
  type NewsUpdate,
} from "@/lib/news/schema";
import { discardStoredFiles, type FileRef } from "@/lib/storage/cleanup";
import { withSavedUpload } from "@/lib/storage/service";

/** How far in the past a newly chosen schedule time may be (clock skew, slow forms). */
const SCHEDULE_TOLERANCE_MS = 60_000;

/**
 * The stored fields for moving an item to `target`. Publishing keeps a publication time already
 * reached and otherwise uses now. Scheduling needs a time (a newly given one must not be past) and
 * stores it as the publication time too, so lists sort scheduled items where they will appear.
 * Any other state drops a publication time that has not been reached.
 */
function stateFields(
  target: NewsStatus,
  current: StateNow | null,
  schedule: Date | null | undefined,
  now: Date,
): Partial<StateNow> {
  const reached =
    current?.fecha_publicacion && current.fecha_publicacion <= now
      ? current.fecha_publicacion
      : null;
  if (target === "publicado") return { estado: target, fecha_publicacion: reached ?? now };
  if (target === "programado") {
    const when = schedule ?? current?.fecha_programada;
    if (!when) throw AppError.field("fecha_programada", NEWS_MESSAGES.scheduleRequired);
    if (schedule && schedule.getTime() < now.getTime() - SCHEDULE_TOLERANCE_MS) {
      throw AppError.field("fecha_programada", NEWS_MESSAGES.schedulePast);
    }
    return { estado: target, fecha_programada: when, fecha_publicacion: when };
  }
  return { estado: target, fecha_publicacion: reached };
}

async function checkCategory(tx: Tx, categoriaId: number | null | undefined): Promise<void> {
  if (!categoriaId) return;
  const exists = await tx.newsCategory.findUnique({
    where: { id: categoriaId },
    select: { id: true },
  });
  if (!exists) throw AppError.field("categoria_id", NEWS_MESSAGES.missingCategory);
}

async function detail(actor: Actor, id: number): Promise<NewsDetail> {
  return found(await getAdminNews(actor, id), NEWS_MESSAGES.notFound);
}

/** Optional texts as stored: missing keys left out, blanks already null. */
function textFields(input: NewsUpdate) {
  const {
    subtitulo,
    resumen,
    contenido_html,
    hora_contenido,
    destacado,
    categoria_id,
    portada_url,
    fecha_contenido,
    titulo,
  } = input;
  const fields = {
    titulo,
    subtitulo,
    resumen,
    hora_contenido,
    destacado,
    categoria_id,
    portada_url,
    fecha_contenido,
    contenido_html: contenido_html === undefined ? undefined : sanitizeOptionalHtml(contenido_html),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** Creates a news item (borrador unless another estado is given); contenido_html is sanitized. */
export async function createNews(
  actor: Actor,
  input: NewsCreate,
  now = new Date(),
): Promise<NewsDetail> {
  requirePermission(actor, "news.write");
  const created = await withUniqueSlug("news", () =>
    commitChange(
      TAGS.news,
      async (tx) => {
        await checkCategory(tx, input.categoria_id);
        const state = stateFields(input.estado ?? "borrador", null, input.fecha_programada, now);
        return tx.news.create({
          data: {
            ...textFields(input),
            titulo: input.titulo,
            fecha_contenido: input.fecha_contenido,
            fecha_programada: input.fecha_programada ?? null,
            ...state,
            slug: await pickSlug(tx, "news", input),
          },
          select: { id: true, estado: true },
        });
      },
      (row) => ({
        actor,
        action: "news.create",
        entity: "news",
        entityId: row.id,
        details: { estado: row.estado },
      }),
    ),
  );
  return detail(actor, created.id);
}

/** Holds the item's row until commit, so that two cover changes at once each see the other's result. */
async function lockNews(tx: Tx, id: number): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM news WHERE id = ${id} FOR UPDATE`;
}

/** The references of a cover that is being replaced. */
const coverRefs = (news: LiveNews): FileRef[] => [news.portada_url, news.portada_public_id];

/**
 * Updates a news item: keys left out keep their value. An `estado` (with `fecha_programada`)
 * follows the same rules as the publish, schedule and archive calls. A new `portada_url` lets the
 * previous cover file go.
 */
export async function updateNews(
  actor: Actor,
  id: number,
  input: NewsUpdate,
  now = new Date(),
): Promise<NewsDetail> {
  requirePermission(actor, "news.write");
  const dropped = await withUniqueSlug("news", () =>
    commitChange(
      TAGS.news,
      async (tx) => {
        if (input.portada_url !== undefined) await lockNews(tx, id);
        const current = await liveNews(tx, id);
        await checkCategory(tx, input.categoria_id);
        const rescheduled =
          input.fecha_programada !== undefined && (input.estado ?? current.estado) === "programado";
        const state =
          input.estado || rescheduled
            ? stateFields(input.estado ?? current.estado, current, input.fecha_programada, now)
            : {};
        const slug = input.slug
          ? await pickSlug(tx, "news", { slug: input.slug, titulo: current.titulo }, id)
          : undefined;
        const newCover =
          input.portada_url !== undefined && input.portada_url !== current.portada_url;
        await tx.news.update({
          where: { id },
          data: {
            ...textFields(input),
            ...(input.fecha_programada !== undefined
              ? { fecha_programada: input.fecha_programada }
              : {}),
            ...state,
            ...(slug ? { slug } : {}),
            ...(newCover ? { portada_public_id: null } : {}),
          },
        });
        return newCover ? coverRefs(current) : [];
      },
      () => ({
        actor,
        action: "news.update",
        entity: "news",
        entityId: id,
        details: { fields: Object.keys(input), estado: input.estado ?? null },
      }),
    ),
  );
  await discardStoredFiles(dropped);
  return detail(actor, id);
}

async function changeState(
  actor: Actor,
  id: number,
  target: NewsStatus,
  action: AuditAction,
  schedule?: Date,
  now = new Date(),
): Promise<NewsDetail> {
  await commitChange(
    TAGS.news,
    async (tx) => {
      const current = await liveNews(tx, id);
      await tx.news.update({ where: { id }, data: stateFields(target, current, schedule, now) });
    },
    () => ({
      actor,
      action,
      entity: "news",
      entityId: id,
      details: schedule ? { fecha_programada: schedule.toISOString() } : undefined,
    }),
  );
  return detail(actor, id);
}

/** Publishes now (fecha_publicacion = now unless a publication time was already reached). */
export async function publishNews(actor: Actor, id: number, now = new Date()): Promise<NewsDetail> {
  requirePermission(actor, "news.write");
  return changeState(actor, id, "publicado", "news.publish", undefined, now);
}

/** Schedules publication at `fechaProgramada` (must not be past). */
export async function scheduleNews(
  actor: Actor,
  id: number,
  fechaProgramada: Date,
  now = new Date(),
): Promise<NewsDetail> {
  requirePermission(actor, "news.write");
  return changeState(actor, id, "programado", "news.schedule", fechaProgramada, now);
}

export async function archiveNews(actor: Actor, id: number, now = new Date()): Promise<NewsDetail> {
  requirePermission(actor, "news.write");
  return changeState(actor, id, "archivado", "news.archive", undefined, now);
}

/** Soft delete: the item disappears from every list and page; its row and files are kept. */
export async function deleteNews(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "news.write");
  await commitChange(
    TAGS.news,
    async (tx) => {
      await liveNews(tx, id);
      await tx.news.update({ where: { id }, data: { deleted_at: new Date() } });
    },
    () => ({ actor, action: "news.delete", entity: "news", entityId: id }),
  );
}

/**
 * Stores the state of scheduled news whose time has come (programado → publicado, with
 * fecha_publicacion = fecha_programada). Readers already see them as published; this is for the
 * record. Idempotent: safe to run twice or concurrently.
 */
export async function publishDueNews(now = new Date()): Promise<{ published: number[] }> {
  const published = await commitChange(
    TAGS.news,
    async (tx) =>
      (
        await tx.$queryRaw<{ id: number }[]>`
      UPDATE news SET estado = 'publicado', fecha_publicacion = fecha_programada, updated_at = now()
      WHERE estado = 'programado' AND fecha_programada <= ${now} AND deleted_at IS NULL
      RETURNING id`
      ).map((row) => row.id),
    (ids) =>
      ids.map((id) => ({
        actor: "system" as const,
        action: "news.publish_scheduled" as const,
        entity: "news",
        entityId: id,
      })),
  );
  return { published };
}

/** Uploads an image (checked by content) as the cover of an existing news item; the previous cover file goes. */
export async function setNewsCover(
  actor: Actor,
  newsId: number,
  file: UploadFile,
): Promise<NewsDetail> {
  requirePermission(actor, "news.write");
  await requireNews(newsId);
  const previous = await withSavedUpload(file, NEWS_COVER_RULES, (saved) =>
    commitChange(
      TAGS.news,
      async (tx) => {
        await lockNews(tx, newsId);
        const current = await liveNews(tx, newsId);
        await tx.news.update({
          where: { id: newsId },
          data: { portada_url: saved.url, portada_public_id: saved.key },
        });
        return coverRefs(current);
      },
      () => ({
        actor,
        action: "news.cover.set",
        entity: "news",
        entityId: newsId,
        details: { url: saved.url },
      }),
    ),
  );
  await discardStoredFiles(previous);
  return detail(actor, newsId);
}
