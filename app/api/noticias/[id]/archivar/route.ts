import { idParams } from "@/lib/fields";
import { route } from "@/lib/http";
import { archiveNews } from "@/lib/news/service";

export const PATCH = route(
  { audience: "admin", permission: "news.write", params: idParams },
  async ({ actor, params }) => ({
    item: await archiveNews(actor!, params.id),
  }),
);
