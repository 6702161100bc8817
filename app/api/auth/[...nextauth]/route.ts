import { GET, POST as authJsPost } from "@/lib/auth/handlers";
import { JSON_BODY_MAX_BYTES } from "@/lib/http/body";
import { boundedBodyRoute } from "@/lib/http/routes";

export { GET };

/** Auth.js reads a POST's body whole, whatever its length: it gets what a sign-in form holds. */
export const POST = boundedBodyRoute(JSON_BODY_MAX_BYTES.anonymous, authJsPost);
