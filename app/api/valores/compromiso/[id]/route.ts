import { found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { adminRoute, publicRoute } from "@/lib/http/routes";
import { getCompromiso } from "@/lib/values/public-api-queries";
import { compromisoInput, VALUES_MESSAGES } from "@/lib/values/schema";
import { deleteCompromiso, updateCompromiso } from "@/lib/values/service";
import { editors } from "@/lib/values/route-access";

/** Public: the commitment with its values, formal commitments, messages and visual elements. */
export const GET = publicRoute({ params: idParams }, async ({ params }) => ({
  data: found(await getCompromiso(params.id), VALUES_MESSAGES.compromisoNotFound),
}));

export const PUT = adminRoute(
  { ...editors, params: idParams, body: compromisoInput },
  async ({ actor, params, body }) => ({
    data: await updateCompromiso(actor, params.id, body),
  }),
);

export const DELETE = adminRoute({ ...editors, params: idParams }, async ({ actor, params }) => {
  await deleteCompromiso(actor, params.id);
  return { ok: true, data: { id: params.id } };
});
