import { idParams } from "@/lib/fields";
import { route } from "@/lib/http";
import { laborMediaReorderInput } from "@/lib/labores/schema";
import { reorderLaborMedia } from "@/lib/labores/service";

/** Items of `{ id, orden }`; answers the media in their new display order. */
export const PATCH = route(
  {
    audience: "admin",
    permission: "labores.write",
    params: idParams,
    body: laborMediaReorderInput,
  },
  async ({ actor, params, body }) => ({
    ok: true,
    items: await reorderLaborMedia(actor!, params.id, body.items),
  }),
);
