import type { NextRequest } from "next/server";
import { createRouteHandler } from "uploadthing/next";
import { adminRoute, json } from "@/lib/http";
import {
  DIRECT_UPLOAD_PERMISSIONS,
  DIRECT_UPLOADS_OFF,
  directUploadRouter,
  directUploadsEnabled,
} from "@/lib/storage/direct-upload";

// The SDK reads UPLOADTHING_TOKEN itself, on each request.
const sdk = createRouteHandler({ router: directUploadRouter, config: { logLevel: "Warning" } });

/** Administrators who upload content ask the SDK for the route's config and for upload URLs. */
const forUploaders = (handler: (request: NextRequest) => Promise<Response>) =>
  adminRoute({ permission: DIRECT_UPLOAD_PERMISSIONS }, ({ request }) =>
    handler(request as NextRequest),
  );

const getForUploaders = forUploaders(sdk.GET);
const postForUploaders = forUploaders(sdk.POST);

export async function GET(request: NextRequest): Promise<Response> {
  if (!directUploadsEnabled()) return json({ code: "NOT_FOUND", message: DIRECT_UPLOADS_OFF }, 404);
  return getForUploaders(request);
}

/** UploadThing's own callbacks carry no session: the SDK checks their signature instead. */
export async function POST(request: NextRequest): Promise<Response> {
  if (!directUploadsEnabled()) return json({ code: "NOT_FOUND", message: DIRECT_UPLOADS_OFF }, 404);
  return request.headers.has("uploadthing-hook") ? sdk.POST(request) : postForUploaders(request);
}
