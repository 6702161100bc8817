import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { formalUpdateInput } from "@/lib/values/schema";
import { deleteFormal, updateFormal } from "@/lib/values/service";
import { editors } from "@/lib/values/route-access";

export const PUT = adminRoute(
  { ...editors, params: idParams, body: formalUpdateInput },
  async ({ actor, params, body }) => ({
    data: await updateFormal(actor, params.id, body),
  }),
);

export const DELETE = adminRoute({ ...editors, params: idParams }, async ({ actor, params }) => {
  await deleteFormal(actor, params.id);
  return { ok: true, data: { id: params.id } };
});
