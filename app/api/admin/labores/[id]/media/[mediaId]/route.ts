import { mediaParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { laborMediaChangeInput } from "@/lib/labores/schema";
import { deleteLaborMedia, updateLaborMedia } from "@/lib/labores/media-service";

const editors = { permission: "labores.write", params: mediaParams } as const;

/** `titulo`, `descripcion` and/or `is_portada` (true/false or 1/0). */
export const PATCH = adminRoute(
  { ...editors, body: laborMediaChangeInput },
  async ({ actor, params, body }) => ({
    ok: true,
    item: await updateLaborMedia(actor, params.id, params.mediaId, body),
  }),
);

export const DELETE = adminRoute(editors, async ({ actor, params }) => {
  await deleteLaborMedia(actor, params.id, params.mediaId);
  return { ok: true };
});
