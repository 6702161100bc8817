import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { laborStatusInput, statusChangedMessage } from "@/lib/labores/schema";
import { setLaborStatus } from "@/lib/labores/service";

export const PATCH = adminRoute(
  { permission: "labores.write", params: idParams, body: laborStatusInput },
  async ({ actor, params, body }) => ({
    ok: true,
    message: statusChangedMessage(body.estado),
    item: await setLaborStatus(actor, params.id, body.estado),
  }),
);
