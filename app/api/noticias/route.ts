import { adminRoute, json, publicRoute } from "@/lib/http/routes";
import { listAdminNews } from "@/lib/news/admin-queries";
import { listPublishedNews } from "@/lib/news/public-queries";
import { newsCreateInput, newsListQuery } from "@/lib/news/schema";
import { createNews } from "@/lib/news/service";
import { seesAllNews } from "@/lib/news/access";

/** One resource for everyone (docs/architecture.md §5): the public sees published news; editors every state. */
export const GET = publicRoute({ query: newsListQuery }, ({ actor, query }) =>
  seesAllNews(actor) ? listAdminNews(actor, query) : listPublishedNews(query),
);

export const POST = adminRoute(
  { permission: "news.write", body: newsCreateInput },
  async ({ actor, body }) => json({ item: await createNews(actor, body) }, 201),
);
