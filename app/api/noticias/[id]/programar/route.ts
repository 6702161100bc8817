import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { newsScheduleInput } from "@/lib/news/schema";
import { scheduleNews } from "@/lib/news/service";

/** Body `fecha_programada`: "YYYY-MM-DD HH:mm" (Guatemala time) or ISO with a zone. */
export const PATCH = adminRoute(
  { permission: "news.write", params: idParams, body: newsScheduleInput },
  async ({ actor, params, body }) => ({
    item: await scheduleNews(actor, params.id, body.fecha_programada!),
  }),
);
