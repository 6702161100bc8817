import { idParams } from "@/lib/validation/fields";
import { statusChangeAnswer, statusChangeInput } from "@/lib/gestiones/schema";
import { changeGestionStatus } from "@/lib/gestiones/office-service";
import { adminRoute } from "@/lib/http/routes";

/** PATCH …/{id}/status: to_status with a preset or custom comment ({ ok, message, comentario_aplicado }). */
export const PATCH = adminRoute(
  { permission: "gestiones.write", params: idParams, body: statusChangeInput },
  async ({ actor, params, body, ip }) =>
    statusChangeAnswer(await changeGestionStatus(actor, params.id, body, ip)),
);
