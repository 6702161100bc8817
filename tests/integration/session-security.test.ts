// Sessions and tokens: bearer tokens signed with a key of their own, the session id kept
// out of Auth.js's session object, and the idle limits on top of the absolute lifetimes.
import { SignJWT } from "jose";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as authJs } from "@/app/api/auth/[...nextauth]/route";
import { currentActor } from "@/lib/auth/actor";
import { derivedKey } from "@/lib/auth/keys";
import { actorForNewSession, IDLE_LIMIT_MS } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { sessionCookie } from "./support/helpers";
import {
  adminMeStatus,
  BASE,
  bearer,
  citizenMeStatus,
  idleFor,
  newAdmin,
  newCitizen,
} from "./support/session-fixtures";

// Server components and actions read the request's cookie through next/headers.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: request.cookie }) }));

const lastSeen = async (sessionId: string) =>
  (await db().session.findUniqueOrThrow({ where: { id: sessionId } })).last_seen_at.getTime();

beforeEach(() => {
  request.cookie = "";
});

describe("bearer tokens", () => {
  it("are signed with the HKDF key for API tokens; one signed with AUTH_SECRET itself is refused", async () => {
    const { actor, token } = await newCitizen();
    expect(await citizenMeStatus(bearer(token))).toBe(200);

    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    const sign = (key: Uint8Array) =>
      new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key);
    const withRawSecret = await sign(new TextEncoder().encode(process.env.AUTH_SECRET!));
    expect(await citizenMeStatus(bearer(withRawSecret))).toBe(401);
    // The same claims under the derived key are the very token the server issued.
    expect(await sign(derivedKey("api-token"))).toBe(token);
    expect(payload.sid).toBe(actor.sessionId);
  });
});

describe("the browser's session", () => {
  it("GET /api/auth/session answers no session id; the server still reads it from the cookie", async () => {
    const { actor } = await newCitizen();
    const cookie = await sessionCookie(actor.sessionId);
    const response = await authJs(
      new Request(`${BASE}/api/auth/session`, { headers: { cookie } }) as never,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toHaveProperty("expires");
    expect(JSON.parse(text)).not.toHaveProperty("sid");
    expect(text).not.toContain(actor.sessionId);

    request.cookie = cookie;
    expect(await currentActor()).toMatchObject({ kind: "citizen", id: actor.id });
  });
});

describe("idle limits", () => {
  it("an administrator's session ends after 30 minutes without use, whatever its expiry", async () => {
    const { actor, token } = await newAdmin();
    await idleFor(actor.sessionId, IDLE_LIMIT_MS.admin - 60_000);
    expect(await adminMeStatus(bearer(token))).toBe(200);
    // That use moved its last activity to now: 29 more minutes are fine again.
    expect(await lastSeen(actor.sessionId)).toBeGreaterThan(Date.now() - 5_000);

    await idleFor(actor.sessionId, IDLE_LIMIT_MS.admin + 1_000);
    expect(await adminMeStatus(bearer(token))).toBe(401);
    // The same through the cookie, and for the pages' own read of it.
    request.cookie = await sessionCookie(actor.sessionId);
    expect(await adminMeStatus({ cookie: request.cookie })).toBe(401);
    expect(await currentActor()).toBeNull();
  });

  it("a citizen's session ends after 24 hours without use", async () => {
    const { actor, token } = await newCitizen();
    await idleFor(actor.sessionId, IDLE_LIMIT_MS.citizen - 60_000);
    expect(await citizenMeStatus(bearer(token))).toBe(200);
    await idleFor(actor.sessionId, IDLE_LIMIT_MS.citizen + 1_000);
    expect(await citizenMeStatus(bearer(token))).toBe(401);
  });

  it("last activity is written at most once a minute", async () => {
    const { actor, token } = await newCitizen();
    await idleFor(actor.sessionId, 30_000);
    const before = await lastSeen(actor.sessionId);
    expect(await citizenMeStatus(bearer(token))).toBe(200);
    expect(await lastSeen(actor.sessionId)).toBe(before);

    await idleFor(actor.sessionId, 90_000);
    await Promise.all([1, 2, 3].map(() => citizenMeStatus(bearer(token))));
    expect(await lastSeen(actor.sessionId)).toBeGreaterThan(Date.now() - 5_000);
  });
});

describe("binding a new session to a browser cookie", () => {
  it("is single-use: a session id seen elsewhere cannot be bound to a second browser", async () => {
    const { actor } = await newCitizen();
    expect(await actorForNewSession(actor.sessionId)).toMatchObject({ id: actor.id });
    expect(await actorForNewSession(actor.sessionId)).toBeNull();
    // The session itself stays open for the browser that bound it.
    expect(await citizenMeStatus({ cookie: await sessionCookie(actor.sessionId) })).toBe(200);
  });

  it("is refused a minute after the login, and for an unknown or malformed id", async () => {
    const { actor } = await newAdmin();
    await db().session.update({
      where: { id: actor.sessionId },
      data: { created_at: new Date(Date.now() - 61_000) },
    });
    expect(await actorForNewSession(actor.sessionId)).toBeNull();
    expect(await actorForNewSession("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await actorForNewSession("no-es-un-id")).toBeNull();
  });
});
