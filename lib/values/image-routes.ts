import { AppError, found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { adminRoute, json, publicRoute } from "@/lib/http/routes";
import { firstFile, readMultipart } from "@/lib/http/multipart";
import { listValueImages } from "@/lib/values/public-api-queries";
import {
  FORMAL_IMAGE_RULES,
  VALUE_IMAGE_FORM_MAX_BYTES,
  VALUE_IMAGE_RULES,
} from "@/lib/values/limits";
import { VALUES_MESSAGES } from "@/lib/values/schema";
import { addValueImage, deleteValueImage, type ImageOwner } from "@/lib/values/media-service";
import { editors } from "./route-access";

const NOT_FOUND = {
  valor: VALUES_MESSAGES.valorNotFound,
  formal: VALUES_MESSAGES.formalNotFound,
  mensaje: VALUES_MESSAGES.mensajeNotFound,
};

/** GET …/{id}/imagenes: `{ data: [{ id, url }] }` (public). */
export const imageListRoute = (owner: ImageOwner) =>
  publicRoute({ params: idParams }, async ({ params }) => ({
    data: found(await listValueImages(owner, params.id), NOT_FOUND[owner]),
  }));

/** POST …/{id}/imagenes: multipart `file`, one image per request. */
export const imageUploadRoute = (owner: ImageOwner) =>
  adminRoute({ ...editors, params: idParams }, async ({ actor, params, request }) => {
    const sizeMessage = (owner === "formal" ? FORMAL_IMAGE_RULES : VALUE_IMAGE_RULES).sizeMessage;
    const form = await readMultipart(request, {
      maxBytes: VALUE_IMAGE_FORM_MAX_BYTES,
      tooLargeMessage: sizeMessage,
    });
    const file = firstFile(form, "file") ?? firstFile(form, "imagen");
    if (!file) throw AppError.field("file", VALUES_MESSAGES.imageRequired);
    return json({ data: await addValueImage(actor, owner, params.id, file) }, 201);
  });

/** DELETE …/imagenes/{id}. */
export const imageDeleteRoute = (owner: ImageOwner) =>
  adminRoute({ ...editors, params: idParams }, async ({ actor, params }) => {
    await deleteValueImage(actor, owner, params.id);
    return { ok: true, data: { id: params.id } };
  });
