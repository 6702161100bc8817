import { idParams } from "@/lib/fields";
import { idempotencyKeyOf, readMessageForm } from "@/lib/gestiones/message-form";
import { replyBody } from "@/lib/gestiones/schema";
import { addCitizenMessage } from "@/lib/gestiones/service";
import { citizenRoute, json } from "@/lib/http";
import { parseInput } from "@/lib/validation";

/** POST /api/portal/gestiones/{id}/mensajes: multipart `body` and up to 10 `files`. */
export const POST = citizenRoute({ params: idParams }, async ({ actor, params, request, ip }) => {
  const key = idempotencyKeyOf(request);
  const { fields, files } = await readMessageForm(request);
  const { body } = parseInput(replyBody, fields);
  const message = await addCitizenMessage(actor, params.id, body, files, {
    idempotencyKey: key,
    ip,
  });
  return json({ ok: true, ...message }, 201);
});
