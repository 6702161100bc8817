import { env } from "@/lib/env";
import { openApiDocument } from "@/lib/openapi/document";
import { referencePage } from "@/lib/openapi/reference";
import { ROUTE_MODULES } from "../openapi.json/routes";

/** A readable reference of the API: plain HTML, no script, its own strict policy. */
export async function GET() {
  const document = await openApiDocument(ROUTE_MODULES, env().SITE_URL);
  return new Response(referencePage(document), {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=300",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
