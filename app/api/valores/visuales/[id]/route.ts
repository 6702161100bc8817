import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { deleteVisual } from "@/lib/values/media-service";
import { editors } from "@/lib/values/route-access";

export const DELETE = adminRoute({ ...editors, params: idParams }, async ({ actor, params }) => {
  await deleteVisual(actor, params.id);
  return { ok: true, data: { id: params.id } };
});
