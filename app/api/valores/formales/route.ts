import { adminRoute, json, publicRoute } from "@/lib/http/routes";
import { listFormales } from "@/lib/values/public-api-queries";
import { compromisoQuery, formalCreateInput, VALUES_MESSAGES } from "@/lib/values/schema";
import { createFormal } from "@/lib/values/service";
import { editors } from "@/lib/values/route-access";

export const GET = publicRoute(
  { query: compromisoQuery(VALUES_MESSAGES.selectCompromiso) },
  async ({ query }) => ({
    data: await listFormales(query.compromiso_id),
  }),
);

export const POST = adminRoute({ ...editors, body: formalCreateInput }, async ({ actor, body }) =>
  json({ data: await createFormal(actor, body) }, 201),
);
