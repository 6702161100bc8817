import { found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { getGestionForOffice, officeTimeline } from "@/lib/gestiones/admin-queries";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/portal/admin/gestiones/{id}: { ok, item, timeline } — internal notes included. */
export const GET = adminRoute(
  { permission: "gestiones.read", params: idParams },
  async ({ actor, params }) => {
    const item = found(await getGestionForOffice(actor, params.id), GESTION_MESSAGES.notFound);
    return { ok: true, item, timeline: await officeTimeline(actor, params.id) };
  },
);
