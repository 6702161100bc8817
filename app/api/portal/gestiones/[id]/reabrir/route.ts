import { idParams } from "@/lib/validation/fields";
import { GESTION_MESSAGES, reopenInput } from "@/lib/gestiones/schema";
import { reopenGestion } from "@/lib/gestiones/service";
import { citizenRoute } from "@/lib/http/routes";

/** POST /api/portal/gestiones/{id}/reabrir: a resolved gestión back to review, once, within 30 days. */
export const POST = citizenRoute(
  { params: idParams, body: reopenInput },
  async ({ actor, params, body, ip }) => ({
    ok: true,
    message: GESTION_MESSAGES.reopened,
    ...(await reopenGestion(actor, params.id, body.comment, ip)),
  }),
);
