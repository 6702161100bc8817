import { json, route } from "@/lib/http";
import { listFormales } from "@/lib/values/admin-queries";
import { compromisoQuery, formalCreateInput, VALUES_MESSAGES } from "@/lib/values/schema";
import { createFormal } from "@/lib/values/service";
import { editors } from "../access";

export const GET = route(
  { query: compromisoQuery(VALUES_MESSAGES.selectCompromiso) },
  async ({ query }) => ({
    data: await listFormales(query.compromiso_id),
  }),
);

export const POST = route({ ...editors, body: formalCreateInput }, async ({ actor, body }) =>
  json({ data: await createFormal(actor!, body) }, 201),
);
