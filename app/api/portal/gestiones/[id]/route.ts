import { found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { getOwnGestion } from "@/lib/gestiones/queries";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { citizenRoute } from "@/lib/http/routes";

/** GET /api/portal/gestiones/{id}: { header, timeline } of one of the citizen's own gestiones. */
export const GET = citizenRoute({ params: idParams }, async ({ actor, params }) =>
  found(await getOwnGestion(actor, params.id), GESTION_MESSAGES.notFound),
);
