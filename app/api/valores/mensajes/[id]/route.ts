import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { mensajeUpdateInput } from "@/lib/values/schema";
import { deleteMensaje, updateMensaje } from "@/lib/values/service";
import { editors } from "@/lib/values/route-access";

export const PUT = adminRoute(
  { ...editors, params: idParams, body: mensajeUpdateInput },
  async ({ actor, params, body }) => ({
    data: await updateMensaje(actor, params.id, body),
  }),
);

/** Also deletes the message's images. */
export const DELETE = adminRoute({ ...editors, params: idParams }, async ({ actor, params }) => {
  await deleteMensaje(actor, params.id);
  return { ok: true, data: { id: params.id } };
});
