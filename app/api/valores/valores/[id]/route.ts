import { idParams } from "@/lib/fields";
import { route } from "@/lib/http";
import { valorUpdateInput } from "@/lib/values/schema";
import { deleteValor, updateValor } from "@/lib/values/service";
import { editors } from "../../access";

export const PUT = route(
  { ...editors, params: idParams, body: valorUpdateInput },
  async ({ actor, params, body }) => ({
    data: await updateValor(actor!, params.id, body),
  }),
);

export const DELETE = route({ ...editors, params: idParams }, async ({ actor, params }) => {
  await deleteValor(actor!, params.id);
  return { ok: true, data: { id: params.id } };
});
