import { BIOGRAPHY_FORM_MAX_BYTES, BIOGRAPHY_IMAGE_RULES } from "@/lib/biography/limits";
import {
  BIOGRAPHY_MESSAGES,
  biographyImageFields,
  type BiographyImageField,
} from "@/lib/biography/schema";
import { addBiographyGalleryImage, setBiographyImage } from "@/lib/biography/service";
import { AppError } from "@/lib/errors/app-error";
import { adminRoute, json } from "@/lib/http/routes";
import { firstFile, readMultipart } from "@/lib/http/multipart";
import { parseInput } from "@/lib/validation/parse";

/** POST handler for one biography image call: multipart `imagen` + `biografia_id` (+ `descripcion` for the gallery). */
export function biographyImageRoute(target: BiographyImageField | "galeria") {
  return adminRoute({ permission: "biography.write" }, async ({ actor, request }) => {
    const form = await readMultipart(request, {
      maxBytes: BIOGRAPHY_FORM_MAX_BYTES,
      tooLargeMessage: BIOGRAPHY_IMAGE_RULES.sizeMessage,
    });
    const fields = parseInput(biographyImageFields, form.fields);
    const file = firstFile(form, "imagen");
    if (!file) throw AppError.field("imagen", BIOGRAPHY_MESSAGES.missingImage);
    const data =
      target === "galeria"
        ? await addBiographyGalleryImage(actor, fields.biografia_id, file, fields.descripcion)
        : await setBiographyImage(actor, fields.biografia_id, target, file);
    return json({ ok: true, ...data }, 201);
  });
}
