import { listGestiones } from "@/lib/gestiones/admin-list-queries";
import { deskGestionInput } from "@/lib/gestiones/desk-schema";
import { fileDeskGestion } from "@/lib/gestiones/desk-service";
import { idempotencyKeyOf } from "@/lib/gestiones/message-form";
import { adminListQuery } from "@/lib/gestiones/schema";
import { adminRoute, json } from "@/lib/http/routes";

/** GET /api/portal/admin/gestiones: every gestión, filtered, sorted and paged ({ ok, items, total, page }). */
export const GET = adminRoute(
  { permission: "gestiones.read", query: adminListQuery },
  ({ actor, query }) => listGestiones(actor, query),
);

/**
 * POST /api/portal/admin/gestiones: a gestión the office takes by phone or at its desk, for a
 * person found ({ id }) or registered on the spot; an Idempotency-Key makes a retry answer the first.
 */
export const POST = adminRoute(
  { permission: "gestiones.write", body: deskGestionInput },
  async ({ actor, body, request, ip }) =>
    json(
      await fileDeskGestion(actor, body, { idempotencyKey: idempotencyKeyOf(request), ip }),
      201,
    ),
);
