import { found } from "@/lib/errors";
import { idParams } from "@/lib/fields";
import { getOwnGestion } from "@/lib/gestiones/queries";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { citizenRoute } from "@/lib/http";

/** GET /api/portal/gestiones/{id}: { header, timeline } of one of the citizen's own gestiones. */
export const GET = citizenRoute({ params: idParams }, async ({ actor, params }) =>
  found(await getOwnGestion(actor.id, params.id), GESTION_MESSAGES.notFound),
);
