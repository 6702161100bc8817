import { found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { adminRoute, json } from "@/lib/http/routes";
import { listLaborMedia } from "@/lib/labores/admin-queries";
import { LABOR_MEDIA_FORM_MAX_BYTES, LABOR_MEDIA_FORM_TOO_LARGE } from "@/lib/labores/limits";
import { LABOR_MESSAGES, laborMediaUploadFields } from "@/lib/labores/schema";
import { uploadLaborMedia } from "@/lib/labores/media-service";
import { readMultipart } from "@/lib/http/multipart";
import { parseInput } from "@/lib/validation/parse";

const editors = { permission: "labores.write", params: idParams } as const;

export const GET = adminRoute(editors, async ({ actor, params }) => ({
  items: found(await listLaborMedia(actor, params.id), LABOR_MESSAGES.notFound),
}));

/** Multipart: repeated `files` (images, MP4, PDF), optional `titulo` and `descripcion` for all of them. */
export const POST = adminRoute(editors, async ({ actor, params, request }) => {
  const form = await readMultipart(request, {
    maxBytes: LABOR_MEDIA_FORM_MAX_BYTES,
    tooLargeMessage: LABOR_MEDIA_FORM_TOO_LARGE,
  });
  const meta = parseInput(laborMediaUploadFields, form.fields);
  const files = [
    ...(form.files.files ?? []),
    ...(form.files["files[]"] ?? []),
    ...(form.files.file ?? []),
  ];
  return json({ ok: true, items: await uploadLaborMedia(actor, params.id, files, meta) }, 201);
});
