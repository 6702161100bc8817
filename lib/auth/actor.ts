import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getToken } from "next-auth/jwt";
import { actorForSession, type Actor } from "@/lib/auth/sessions";
import { sessionIdFromApiToken } from "@/lib/auth/token";
import { env } from "@/lib/env";

/**
 * The server-side session id inside the browser's Auth.js cookie (encrypted, httpOnly). It is read
 * here rather than through Auth.js's session object, which /api/auth/session would hand to scripts.
 */
async function sessionIdFromCookie(cookie: string | null): Promise<string | null> {
  if (!cookie?.includes("authjs.session-token")) return null;
  const token = await getToken({
    req: { headers: new Headers({ cookie }) },
    secret: env().AUTH_SECRET,
    secureCookie: cookie.includes("__Secure-authjs.session-token"),
  });
  return typeof token?.sid === "string" ? token.sid : null;
}

/** The actor of a request: a bearer token when one is sent, else the browser's session cookie. */
export async function actorFromRequest(request: Request): Promise<Actor | null> {
  const header = request.headers.get("authorization");
  const sid = header?.toLowerCase().startsWith("bearer ")
    ? await sessionIdFromApiToken(header.slice(7).trim())
    : await sessionIdFromCookie(request.headers.get("cookie"));
  return sid ? actorForSession(sid) : null;
}

/** The actor behind the browser session (server components, server actions); once per request. */
export const currentActor = cache(async (): Promise<Actor | null> => {
  const sid = await sessionIdFromCookie((await headers()).get("cookie"));
  return sid ? actorForSession(sid) : null;
});

export type { Actor };
