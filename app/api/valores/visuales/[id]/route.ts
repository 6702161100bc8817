import { idParams } from "@/lib/fields";
import { adminRoute } from "@/lib/http";
import { deleteVisual } from "@/lib/values/media-service";
import { editors } from "../../access";

export const DELETE = adminRoute({ ...editors, params: idParams }, async ({ actor, params }) => {
  await deleteVisual(actor, params.id);
  return { ok: true, data: { id: params.id } };
});
