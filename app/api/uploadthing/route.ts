import type { NextRequest } from "next/server";
import { createRouteHandler } from "uploadthing/next";
import { JSON_BODY_MAX_BYTES } from "@/lib/http/body";
import { adminRoute, boundedBodyRoute, json } from "@/lib/http/routes";
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

/**
 * UploadThing's own callbacks carry no session: the SDK checks their signature instead. The SDK
 * reads a body whole, whatever its length: it gets at most what its calls hold (a list of files).
 */
export const POST = boundedBodyRoute(
  JSON_BODY_MAX_BYTES.anonymous,
  async (request: NextRequest): Promise<Response> => {
    if (!directUploadsEnabled())
      return json({ code: "NOT_FOUND", message: DIRECT_UPLOADS_OFF }, 404);
    return request.headers.has("uploadthing-hook") ? sdk.POST(request) : postForUploaders(request);
  },
);
