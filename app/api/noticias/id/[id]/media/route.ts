import { found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { publicRoute } from "@/lib/http/routes";
import { listPublishedNewsMedia } from "@/lib/news/public-queries";
import { NEWS_MESSAGES } from "@/lib/news/schema";

/** Public media of a published news item (product.md §C.7; also the admin media call's fallback). */
export const GET = publicRoute({ params: idParams }, async ({ params }) => ({
  items: found(await listPublishedNewsMedia(params.id), NEWS_MESSAGES.notFound),
}));
