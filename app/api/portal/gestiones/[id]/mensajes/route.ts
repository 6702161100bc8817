import { idParams } from "@/lib/validation/fields";
import { idempotencyKeyOf, messageFromRequest } from "@/lib/gestiones/message-form";
import { addCitizenMessage } from "@/lib/gestiones/service";
import { citizenRoute, json } from "@/lib/http/routes";

/**
 * POST /api/portal/gestiones/{id}/mensajes: multipart `body` and up to 10 `files`, read only after
 * the service admitted the citizen (their gestión, their limits, their storage quota).
 */
export const POST = citizenRoute({ params: idParams }, async ({ actor, params, request, ip }) => {
  const message = await addCitizenMessage(actor, params.id, messageFromRequest(request), {
    idempotencyKey: idempotencyKeyOf(request),
    ip,
  });
  return json({ ok: true, ...message }, 201);
});
