import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { openApiDocument } from "@/lib/openapi/document";
import { ROUTE_MODULES } from "./routes";

/** The OpenAPI 3.1 description of every route, made from the handlers' own schemas. */
export async function GET() {
  const document = await openApiDocument(ROUTE_MODULES, env().SITE_URL);
  return NextResponse.json(document, { headers: { "Cache-Control": "public, max-age=300" } });
}
