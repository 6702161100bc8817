import { idParams } from "@/lib/fields";
import { route } from "@/lib/http";
import { deleteVisual } from "@/lib/values/service";
import { editors } from "../../access";

export const DELETE = route({ ...editors, params: idParams }, async ({ actor, params }) => {
  await deleteVisual(actor!, params.id);
  return { ok: true, data: { id: params.id } };
});
