// A server action runs inside a request: Next.js gives it the request's headers, the session behind
// its cookie, and the cache it invalidates (vitest.config.ts points next/cache at a stand-in for every
// file). Test files that call actions directly stand in for the rest with these, each with one
// line (vi.mock must be written in the test file itself):
//
//   vi.mock("next/headers", async () => (await import("./action-context")).nextHeaders());
//   vi.mock("@/lib/auth/actor", async (original) => (await import("./action-context")).authActor(await original()));
//   vi.mock("@/lib/auth/browser-session", async () => (await import("./action-context")).browserSession());
//
// and set `actionRequest.actor` (who calls) and `actionRequest.headers` (what the request carries).
import type { Actor } from "@/lib/auth/sessions";
import { randomIp } from "../../support/citizen-data";

export const actionRequest: { actor: Actor | null; headers: () => Headers } = {
  actor: null,
  // Each call from an address of its own, so per-address limits never get in the way.
  headers: () => new Headers({ "x-forwarded-for": randomIp() }),
};

/** The request's headers, and no cookies (pages that remember a choice in one start afresh). */
export const nextHeaders = () => ({
  headers: async () => actionRequest.headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined }),
});

export const authActor = (original: object) => ({
  ...original,
  currentActor: async () => actionRequest.actor,
});

/** Sign-in and sign-out set and clear a browser cookie, which needs a real response. */
export const browserSession = () => ({
  startBrowserSession: async () => undefined,
  endBrowserSession: async () => undefined,
});
