import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { publishNews } from "@/lib/news/service";

export const PATCH = adminRoute(
  { permission: "news.write", params: idParams },
  async ({ actor, params }) => ({
    item: await publishNews(actor, params.id),
  }),
);
