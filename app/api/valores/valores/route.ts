import { json, route } from "@/lib/http";
import { listValores } from "@/lib/values/admin-queries";
import { compromisoQuery, valorCreateInput, VALUES_MESSAGES } from "@/lib/values/schema";
import { createValor } from "@/lib/values/service";
import { editors } from "../access";

export const GET = route(
  { query: compromisoQuery(VALUES_MESSAGES.valorCompromiso) },
  async ({ query }) => ({
    data: await listValores(query.compromiso_id),
  }),
);

export const POST = route({ ...editors, body: valorCreateInput }, async ({ actor, body }) =>
  json({ data: await createValor(actor!, body) }, 201),
);
