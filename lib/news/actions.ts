"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/wrappers";
import { idSchema } from "@/lib/validation/fields";
import {
  newsCreateInput,
  newsMediaChangeInput,
  newsMediaUrlInput,
  newsScheduleInput,
  newsUpdateInput,
} from "@/lib/news/schema";
import {
  archiveNews,
  createNews,
  deleteNews,
  publishNews,
  scheduleNews,
  updateNews,
} from "@/lib/news/service";
import {
  addNewsMediaUrl,
  deleteNewsMedia,
  deleteNewsMediaByUrl,
  updateNewsMedia,
} from "@/lib/news/media-service";

// The news screen's writes (/admin/noticias and /admin/landing/noticias): thin adapters over the
// news service. Reads and file uploads go through the REST routes (app/api/noticias).

const editors = { permission: "news.write" } as const;
const byId = z.object({ id: idSchema });
const byMedia = z.object({ id: idSchema, mediaId: idSchema });

export const createNewsAction = adminAction(
  { ...editors, schema: newsCreateInput },
  (input, { actor }) => createNews(actor, input),
);

export const updateNewsAction = adminAction(
  { ...editors, schema: z.object({ id: idSchema, values: newsUpdateInput }) },
  ({ id, values }, { actor }) => updateNews(actor, id, values),
);

export const publishNewsAction = adminAction({ ...editors, schema: byId }, ({ id }, { actor }) =>
  publishNews(actor, id),
);

export const scheduleNewsAction = adminAction(
  { ...editors, schema: newsScheduleInput.extend({ id: idSchema }) },
  ({ id, fecha_programada }, { actor }) => scheduleNews(actor, id, fecha_programada!),
);

export const archiveNewsAction = adminAction({ ...editors, schema: byId }, ({ id }, { actor }) =>
  archiveNews(actor, id),
);

/** Soft delete. */
export const deleteNewsAction = adminAction(
  { ...editors, schema: byId },
  async ({ id }, { actor }) => {
    await deleteNews(actor, id);
    return { id };
  },
);

export const addNewsMediaUrlAction = adminAction(
  { ...editors, schema: z.object({ id: idSchema, media: newsMediaUrlInput }) },
  ({ id, media }, { actor }) => addNewsMediaUrl(actor, id, media),
);

export const updateNewsMediaAction = adminAction(
  { ...editors, schema: byMedia.extend({ change: newsMediaChangeInput }) },
  ({ id, mediaId, change }, { actor }) => updateNewsMedia(actor, id, mediaId, change),
);

export const deleteNewsMediaAction = adminAction(
  { ...editors, schema: byMedia },
  async ({ id, mediaId }, { actor }) => {
    await deleteNewsMedia(actor, id, mediaId);
    return { mediaId };
  },
);

/** Removes media by URL, for items that came without an id (product.md §B.7). */
export const deleteNewsMediaByUrlAction = adminAction(
  { ...editors, schema: byId.extend({ url: z.string().trim().min(1).max(2_000) }) },
  ({ id, url }, { actor }) => deleteNewsMediaByUrl(actor, id, url),
);
