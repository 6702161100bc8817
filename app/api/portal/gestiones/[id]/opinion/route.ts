import { idParams } from "@/lib/validation/fields";
import { feedbackInput, GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { submitFeedback } from "@/lib/gestiones/service";
import { citizenRoute, json } from "@/lib/http/routes";

/** POST /api/portal/gestiones/{id}/opinion: whether the answer solved the problem (once). */
export const POST = citizenRoute(
  { params: idParams, body: feedbackInput },
  async ({ actor, params, body, ip }) =>
    json(
      {
        ok: true,
        message: GESTION_MESSAGES.feedbackThanks,
        ...(await submitFeedback(actor, params.id, body, ip)),
      },
      201,
    ),
);
