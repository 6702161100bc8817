import { idempotencyKeyOf } from "@/lib/gestiones/message-form";
import { listOwnGestiones } from "@/lib/gestiones/queries";
import { citizenListQuery, gestionCreateInput } from "@/lib/gestiones/schema";
import { createGestion } from "@/lib/gestiones/filing-service";
import { citizenRoute, json } from "@/lib/http/routes";

/** GET /api/portal/gestiones: the citizen's own gestiones ({ items, total, page, pageSize }). */
export const GET = citizenRoute({ query: citizenListQuery }, ({ actor, query }) =>
  listOwnGestiones(actor, query),
);

/** POST /api/portal/gestiones: files a gestión; an Idempotency-Key makes a retry answer the first. */
export const POST = citizenRoute(
  { body: gestionCreateInput },
  async ({ actor, body, request, ip }) =>
    json(await createGestion(actor, body, { idempotencyKey: idempotencyKeyOf(request), ip }), 201),
);
