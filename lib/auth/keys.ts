import "server-only";
import { hkdfSync } from "node:crypto";
import { env } from "@/lib/env";

/** The deployment's AUTH_SECRET (required in production by lib/env.ts). */
function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET no está configurada.");
  return secret;
}

/**
 * A 256-bit key for one purpose, derived from AUTH_SECRET by HKDF-SHA-256: each use gets a key of
 * its own, so no key serves two jobs and none is the secret itself.
 */
export function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "plataforma-legislador", purpose, 32));
}
