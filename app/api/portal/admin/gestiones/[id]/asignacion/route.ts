import { idParams } from "@/lib/validation/fields";
import { assignInput, GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { assignGestion } from "@/lib/gestiones/office-service";
import { adminRoute } from "@/lib/http/routes";

/** PATCH …/{id}/asignacion: { admin_id } (null: nobody). */
export const PATCH = adminRoute(
  { permission: "gestiones.write", params: idParams, body: assignInput },
  async ({ actor, params, body, ip }) => ({
    ok: true,
    message: GESTION_MESSAGES.assigned,
    ...(await assignGestion(actor, params.id, body.admin_id, ip)),
  }),
);
