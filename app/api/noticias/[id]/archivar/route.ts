import { idParams } from "@/lib/fields";
import { adminRoute } from "@/lib/http";
import { archiveNews } from "@/lib/news/service";

export const PATCH = adminRoute(
  { permission: "news.write", params: idParams },
  async ({ actor, params }) => ({
    item: await archiveNews(actor, params.id),
  }),
);
