import { adminRoute, json, publicRoute } from "@/lib/http/routes";
import { listValores } from "@/lib/values/public-api-queries";
import { compromisoQuery, valorCreateInput, VALUES_MESSAGES } from "@/lib/values/schema";
import { createValor } from "@/lib/values/service";
import { editors } from "@/lib/values/route-access";

export const GET = publicRoute(
  { query: compromisoQuery(VALUES_MESSAGES.valorCompromiso) },
  async ({ query }) => ({
    data: await listValores(query.compromiso_id),
  }),
);

export const POST = adminRoute({ ...editors, body: valorCreateInput }, async ({ actor, body }) =>
  json({ data: await createValor(actor, body) }, 201),
);
