import { adminRoute, json, publicRoute } from "@/lib/http/routes";
import { listMensajes } from "@/lib/values/public-api-queries";
import { compromisoQuery, mensajeCreateInput, VALUES_MESSAGES } from "@/lib/values/schema";
import { createMensaje } from "@/lib/values/service";
import { editors } from "@/lib/values/route-access";

export const GET = publicRoute(
  { query: compromisoQuery(VALUES_MESSAGES.selectCompromiso) },
  async ({ query }) => ({
    data: await listMensajes(query.compromiso_id),
  }),
);

export const POST = adminRoute({ ...editors, body: mensajeCreateInput }, async ({ actor, body }) =>
  json({ data: await createMensaje(actor, body) }, 201),
);
