import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { laborMediaReorderInput } from "@/lib/labores/schema";
import { reorderLaborMedia } from "@/lib/labores/media-service";

/** Items of `{ id, orden }`; answers the media in their new display order. */
export const PATCH = adminRoute(
  {
    permission: "labores.write",
    params: idParams,
    body: laborMediaReorderInput,
  },
  async ({ actor, params, body }) => ({
    ok: true,
    items: await reorderLaborMedia(actor, params.id, body.items),
  }),
);
