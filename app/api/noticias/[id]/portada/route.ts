import { AppError } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { firstFile, readMultipart } from "@/lib/http/multipart";
import { NEWS_COVER_FORM_MAX_BYTES, NEWS_COVER_RULES } from "@/lib/news/limits";
import { NEWS_MESSAGES } from "@/lib/news/schema";
import { setNewsCover } from "@/lib/news/service";

/** Multipart `file`: the cover image of an existing news item. */
export const POST = adminRoute(
  { permission: "news.write", params: idParams },
  async ({ actor, params, request }) => {
    const form = await readMultipart(request, {
      maxBytes: NEWS_COVER_FORM_MAX_BYTES,
      tooLargeMessage: NEWS_COVER_RULES.sizeMessage,
    });
    const file = firstFile(form, "file");
    if (!file) throw AppError.field("file", NEWS_MESSAGES.imageRequired);
    return { item: await setNewsCover(actor, params.id, file) };
  },
);
