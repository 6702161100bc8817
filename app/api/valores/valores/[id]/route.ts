import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { valorUpdateInput } from "@/lib/values/schema";
import { deleteValor, updateValor } from "@/lib/values/service";
import { editors } from "@/lib/values/route-access";

export const PUT = adminRoute(
  { ...editors, params: idParams, body: valorUpdateInput },
  async ({ actor, params, body }) => ({
    data: await updateValor(actor, params.id, body),
  }),
);

export const DELETE = adminRoute({ ...editors, params: idParams }, async ({ actor, params }) => {
  await deleteValor(actor, params.id);
  return { ok: true, data: { id: params.id } };
});
