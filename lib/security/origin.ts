import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

/**
 * Writes made with a browser's cookie must come from this site: the Origin is SITE_URL's, or names
 * the host the request itself was sent to (its Host header, which a page on another site cannot
 * set). X-Forwarded-Host and -Proto are a client's to write unless a proxy overwrites them, so they
 * are never trusted here (Next's own check of server actions trusts X-Forwarded-Host: hence this
 * one in the action wrapper too). A request without Origin is a browser's only when it says where
 * it comes from: a cross-site one is refused.
 */
export function checkOrigin(headers: Pick<Headers, "get">): void {
  const origin = headers.get("origin");
  if (!origin) {
    if (headers.get("sec-fetch-site") === "cross-site")
      throw new AppError("FORBIDDEN", ORIGIN_REFUSED);
    return;
  }
  const host = headers.get("host");
  const allowed = new Set([new URL(env().SITE_URL).origin]);
  if (host) for (const scheme of ["http", "https"]) allowed.add(`${scheme}://${host}`);
  if (!allowed.has(origin)) throw new AppError("FORBIDDEN", ORIGIN_REFUSED);
}

export const ORIGIN_REFUSED = "Origen no permitido.";
