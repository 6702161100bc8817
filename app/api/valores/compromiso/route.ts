import { adminRoute, json, publicRoute } from "@/lib/http/routes";
import { listCompromisos } from "@/lib/values/public-api-queries";
import { compromisoInput } from "@/lib/values/schema";
import { createCompromiso } from "@/lib/values/service";
import { editors } from "@/lib/values/route-access";

export const GET = publicRoute({}, async () => ({ data: await listCompromisos() }));

/** The three introduction fields; at least one. */
export const POST = adminRoute({ ...editors, body: compromisoInput }, async ({ actor, body }) =>
  json({ data: await createCompromiso(actor, body) }, 201),
);
