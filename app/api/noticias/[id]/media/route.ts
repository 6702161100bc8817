import { AppError, found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { adminRoute, json } from "@/lib/http/routes";
import { listAdminNewsMedia } from "@/lib/news/admin-queries";
import { NEWS_MESSAGES, newsMediaUrlInput, newsMediaUrlRef } from "@/lib/news/schema";
import { addNewsMediaUrl, deleteNewsMediaByUrl } from "@/lib/news/media-service";

const editors = { permission: "news.write", params: idParams } as const;

export const GET = adminRoute(editors, async ({ actor, params }) => ({
  items: found(await listAdminNewsMedia(actor, params.id), NEWS_MESSAGES.notFound),
}));

/** JSON `{ url, titulo }`. */
export const POST = adminRoute(
  { ...editors, body: newsMediaUrlInput },
  async ({ actor, params, body }) =>
    json({ item: await addNewsMediaUrl(actor, params.id, body) }, 201),
);

/** Removes media by URL: `{ url }` in the body, or `?url=`. */
export const DELETE = adminRoute(
  { ...editors, body: newsMediaUrlRef, query: newsMediaUrlRef },
  async ({ actor, params, body, query }) => {
    const url = body.url ?? query.url;
    if (!url) throw AppError.field("url", NEWS_MESSAGES.mediaUrlRequired);
    return { ok: true, ...(await deleteNewsMediaByUrl(actor, params.id, url)) };
  },
);
