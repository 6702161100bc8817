import { z } from "zod";
import { found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { adminRoute, publicRoute } from "@/lib/http/routes";
import { getAdminNews } from "@/lib/news/admin-queries";
import { getPublishedNews } from "@/lib/news/public-queries";
import { NEWS_MESSAGES, newsUpdateInput } from "@/lib/news/schema";
import { deleteNews, updateNews } from "@/lib/news/service";
import { seesAllNews } from "@/lib/news/access";

const slugOrId = z.object({ id: z.string().trim().min(1).max(200) });

/** By slug or numeric id: published items for the public, any non-deleted one for editors. */
export const GET = publicRoute({ params: slugOrId }, async ({ actor, params }) => ({
  item: found(
    seesAllNews(actor) ? await getAdminNews(actor, params.id) : await getPublishedNews(params.id),
    NEWS_MESSAGES.notFound,
  ),
}));

export const PUT = adminRoute(
  { permission: "news.write", params: idParams, body: newsUpdateInput },
  async ({ actor, params, body }) => ({ item: await updateNews(actor, params.id, body) }),
);

/** Soft delete. */
export const DELETE = adminRoute(
  { permission: "news.write", params: idParams },
  async ({ actor, params }) => {
    await deleteNews(actor, params.id);
    return { ok: true };
  },
);
