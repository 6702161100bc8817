import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";

// The token that proves the person setting up an empty platform controls its server: SETUP_TOKEN,
// or one made when the server starts and printed once in its log (see instrumentation.ts).

const holder = globalThis as typeof globalThis & { __setupToken?: string };

/** The token this server accepts, made on first use when SETUP_TOKEN is unset. */
export function setupToken(): string {
  holder.__setupToken ??= process.env.SETUP_TOKEN || randomBytes(18).toString("base64url");
  return holder.__setupToken;
}

/** Whether `given` is the token, compared in constant time. */
export function isSetupToken(given: string): boolean {
  const expected = Buffer.from(setupToken());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
