import { adminRoute, json, publicRoute } from "@/lib/http";
import { listFormales } from "@/lib/values/admin-queries";
import { compromisoQuery, formalCreateInput, VALUES_MESSAGES } from "@/lib/values/schema";
import { createFormal } from "@/lib/values/service";
import { editors } from "../access";

export const GET = publicRoute(
  { query: compromisoQuery(VALUES_MESSAGES.selectCompromiso) },
  async ({ query }) => ({
    data: await listFormales(query.compromiso_id),
  }),
);

export const POST = adminRoute({ ...editors, body: formalCreateInput }, async ({ actor, body }) =>
  json({ data: await createFormal(actor, body) }, 201),
);
