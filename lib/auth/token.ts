import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { derivedKey } from "@/lib/auth/keys";
import type { Actor } from "@/lib/auth/sessions";

/** Bearer tokens are signed with a key of their own (HKDF from AUTH_SECRET), never the secret itself. */
const key = () => derivedKey("api-token");

/**
 * A bearer token for API clients. Its readable payload carries sub, email, rol, isAdmin and exp as
 * the spec describes, plus `sid`, the server-side session that every request checks.
 */
export async function signApiToken(actor: Actor): Promise<string> {
  return new SignJWT({
    email: actor.email,
    rol: actor.kind === "admin" ? actor.role : null,
    isAdmin: actor.kind === "admin",
    sid: actor.sessionId,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(actor.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(actor.expiresAt.getTime() / 1000))
    .sign(key());
}

/** The session id inside a valid bearer token, or null. */
export async function sessionIdFromApiToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ["HS256"] });
    return typeof payload.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}
