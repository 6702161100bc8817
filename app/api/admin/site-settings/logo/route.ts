import { AppError } from "@/lib/errors/app-error";
import { adminRoute } from "@/lib/http/routes";
import { firstFile, readMultipart } from "@/lib/http/multipart";
import { LOGO_FORM_MAX_BYTES, LOGO_RULES } from "@/lib/site/limits";
import { SETTINGS_SAVED } from "@/lib/site/schema";
import { uploadSiteLogo } from "@/lib/site/service";

/** Multipart `file`: a new logo image. */
export const POST = adminRoute({ permission: "landing.settings" }, async ({ actor, request }) => {
  const form = await readMultipart(request, {
    maxBytes: LOGO_FORM_MAX_BYTES,
    tooLargeMessage: LOGO_RULES.sizeMessage,
  });
  const file = firstFile(form, "file");
  if (!file) throw AppError.field("file", "Selecciona una imagen primero.");
  return { ok: true, message: SETTINGS_SAVED, settings: await uploadSiteLogo(actor, file) };
});
