import { AppError } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { adminRoute, json } from "@/lib/http/routes";
import { firstFile, readMultipart } from "@/lib/http/multipart";
import { NEWS_MEDIA_FORM_MAX_BYTES, NEWS_MEDIA_RULES } from "@/lib/news/limits";
import { NEWS_MESSAGES, newsMediaUploadFields } from "@/lib/news/schema";
import { uploadNewsMedia } from "@/lib/news/media-service";
import { parseInput } from "@/lib/validation/parse";

/** Multipart `file` (image, MP4 or PDF) and `titulo`. */
export const POST = adminRoute(
  { permission: "news.write", params: idParams },
  async ({ actor, params, request }) => {
    const form = await readMultipart(request, {
      maxBytes: NEWS_MEDIA_FORM_MAX_BYTES,
      tooLargeMessage: NEWS_MEDIA_RULES.sizeMessage,
    });
    const { titulo } = parseInput(newsMediaUploadFields, form.fields);
    const file = firstFile(form, "file");
    if (!file) throw AppError.field("file", NEWS_MESSAGES.fileRequired);
    return json({ item: await uploadNewsMedia(actor, params.id, file, titulo) }, 201);
  },
);
