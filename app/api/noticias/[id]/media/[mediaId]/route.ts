import { mediaParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { newsMediaChangeInput } from "@/lib/news/schema";
import { deleteNewsMedia, updateNewsMedia } from "@/lib/news/media-service";

const editors = { permission: "news.write", params: mediaParams } as const;

/** `titulo` and/or `posicion` (≥ 0). */
export const PATCH = adminRoute(
  { ...editors, body: newsMediaChangeInput },
  async ({ actor, params, body }) => ({
    item: await updateNewsMedia(actor, params.id, params.mediaId, body),
  }),
);

export const DELETE = adminRoute(editors, async ({ actor, params }) => {
  await deleteNewsMedia(actor, params.id, params.mediaId);
  return { ok: true };
});
