import { found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { getGestionForOffice, listGestionAttachments } from "@/lib/gestiones/admin-queries";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { adminRoute } from "@/lib/http/routes";

/** GET …/{id}/attachments: every file of the gestión ({ ok, items }). */
export const GET = adminRoute(
  { permission: "gestiones.read", params: idParams },
  async ({ actor, params }) => {
    found(await getGestionForOffice(actor, params.id), GESTION_MESSAGES.notFound);
    return { ok: true, items: await listGestionAttachments(actor, params.id) };
  },
);
