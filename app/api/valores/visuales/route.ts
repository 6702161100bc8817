import { adminRoute, json, publicRoute } from "@/lib/http/routes";
import { firstFile, readMultipart } from "@/lib/http/multipart";
import { parseInput } from "@/lib/validation/parse";
import { listVisuales } from "@/lib/values/public-api-queries";
import { VISUAL_FORM_MAX_BYTES } from "@/lib/values/limits";
import { compromisoQuery, VALUES_MESSAGES, visualFields } from "@/lib/values/schema";
import { createVisual } from "@/lib/values/media-service";
import { editors } from "@/lib/values/route-access";

export const GET = publicRoute(
  { query: compromisoQuery(VALUES_MESSAGES.selectCompromiso) },
  async ({ query }) => ({
    data: await listVisuales(query.compromiso_id),
  }),
);

/** Multipart: compromiso_id, tipo (foto, icono, video), descripcion, and a `file` or a `url`. */
export const POST = adminRoute(editors, async ({ actor, request }) => {
  const form = await readMultipart(request, {
    maxBytes: VISUAL_FORM_MAX_BYTES,
    tooLargeMessage: "El archivo excede 50MB.",
  });
  const fields = parseInput(visualFields, form.fields);
  return json({ data: await createVisual(actor, fields, firstFile(form, "file")) }, 201);
});
