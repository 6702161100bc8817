// Each person's list of their own open sessions, in /api/portal/sesiones and
// /api/admin/sesiones and the services behind the profile pages: they see and end their own
// sessions, never anyone else's.
import { describe, expect, it } from "vitest";
import { DELETE as endAdminSession } from "@/app/api/admin/sesiones/[id]/route";
import { DELETE as endAdminOthers, GET as adminSessions } from "@/app/api/admin/sesiones/route";
import { DELETE as endCitizenSession } from "@/app/api/portal/sesiones/[id]/route";
import {
  DELETE as endCitizenOthers,
  GET as citizenSessions,
} from "@/app/api/portal/sesiones/route";
import { endOtherSessions, endOwnSession } from "@/lib/auth/session-end";
import { listOwnSessions } from "@/lib/auth/session-list";
import type { SessionList } from "@/lib/auth/session-schema";
import { createSession, IDLE_LIMIT_MS } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import {
  anotherSession,
  BASE,
  bearer,
  citizenMeStatus,
  idleFor,
  newAdmin,
  newCitizen,
} from "./support/session-fixtures";

const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** Calls a sessions route with a bearer token; `id` is the path's session id. */
const call = (
  handler: Handler,
  path: string,
  { token, method = "GET", id }: { token: string; method?: string; id?: string },
) =>
  handler(new Request(`${BASE}${path}${id ? `/${id}` : ""}`, { method, headers: bearer(token) }), {
    params: Promise.resolve<Record<string, string>>(id ? { id } : {}),
  });

const isRevoked = async (sessionId: string) =>
  (await db().session.findUniqueOrThrow({ where: { id: sessionId } })).revoked_at !== null;

describe("one's own open sessions", () => {
  it("a citizen lists theirs, current first, with device, address and times; never another's", async () => {
    const current = await newCitizen();
    const owner = { kind: "citizen" as const, citizenId: current.actor.id };
    const phone = await createSession(owner, { ip: "203.0.113.7", userAgent: SAFARI_ON_IPHONE });
    const desktop = await createSession(owner, {
      ip: "198.51.100.4",
      userAgent: CHROME_ON_WINDOWS,
    });
    const idle = await createSession(owner);
    await idleFor(idle.id, IDLE_LIMIT_MS.citizen + 1_000);
    const revoked = await createSession(owner);
    await db().session.update({ where: { id: revoked.id }, data: { revoked_at: new Date() } });
    const stranger = await newCitizen();

    const response = await call(citizenSessions, "/api/portal/sesiones", { token: current.token });
    expect(response.status).toBe(200);
    const list = (await response.json()) as SessionList;
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.id)).toEqual([
      current.actor.sessionId,
      expect.any(String),
      expect.any(String),
    ]);
    expect(list.items[0]).toMatchObject({ current: true, device: "Dispositivo desconocido" });
    expect(list.items.find((item) => item.id === phone.id)).toMatchObject({
      current: false,
      device: "Safari en iPhone",
      ip: "203.0.113.7",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      last_seen_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(list.items.find((item) => item.id === desktop.id)?.device).toBe("Chrome en Windows");
    expect(list.items.map((item) => item.id)).not.toContain(stranger.actor.sessionId);
    await expect(listOwnSessions(null)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("a citizen ends another of their sessions, audited; it stops working at once", async () => {
    const current = await newCitizen();
    const other = await anotherSession(current.actor);
    const response = await call(endCitizenSession, "/api/portal/sesiones", {
      token: current.token,
      method: "DELETE",
      id: other.actor.sessionId,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Sesión cerrada." });
    expect(await citizenMeStatus(bearer(other.token))).toBe(401);
    expect(
      await db().auditLog.findFirst({
        where: { action: "citizen.session_end", entity_id: other.actor.sessionId },
      }),
    ).toMatchObject({ actor_type: "citizen", actor_id: current.actor.id, entity: "session" });
  });

  it("nobody ends, or learns of, a session that is not theirs: 404 and it stays open", async () => {
    const citizen = await newCitizen();
    const victim = await newCitizen();
    const admin = await newAdmin();
    for (const [handler, path, token] of [
      [endCitizenSession, "/api/portal/sesiones", citizen.token],
      [endAdminSession, "/api/admin/sesiones", admin.token],
    ] as const) {
      const response = await call(handler, path, {
        token,
        method: "DELETE",
        id: victim.actor.sessionId,
      });
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe("La sesión no existe o ya terminó.");
    }
    await expect(endOwnSession(citizen.actor, admin.actor.sessionId, null)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await citizenMeStatus(bearer(victim.token))).toBe(200);
    expect(await isRevoked(admin.actor.sessionId)).toBe(false);
  });

  it("the current session is not ended from the list, and an idle one is already gone", async () => {
    const current = await newCitizen();
    const idle = await anotherSession(current.actor);
    await idleFor(idle.actor.sessionId, IDLE_LIMIT_MS.citizen + 1_000);
    await expect(endOwnSession(current.actor, current.actor.sessionId, null)).rejects.toMatchObject(
      {
        code: "CONFLICT",
      },
    );
    await expect(endOwnSession(current.actor, idle.actor.sessionId, null)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const malformed = await call(endCitizenSession, "/api/portal/sesiones", {
      token: current.token,
      method: "DELETE",
      id: "abc",
    });
    expect(malformed.status).toBe(422);
  });

  it("'Cerrar las demás sesiones' keeps only the current one, for citizens and administrators", async () => {
    for (const [start, list, endOthers, path] of [
      [newCitizen, citizenSessions, endCitizenOthers, "/api/portal/sesiones"],
      [newAdmin, adminSessions, endAdminOthers, "/api/admin/sesiones"],
    ] as const) {
      const current = await start();
      const others = [await anotherSession(current.actor), await anotherSession(current.actor)];
      const response = await call(endOthers, path, { token: current.token, method: "DELETE" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        message: "Se cerraron las demás sesiones.",
        count: 2,
      });
      const left = (await (await call(list, path, { token: current.token })).json()) as SessionList;
      expect(left.items.map((item) => item.id)).toEqual([current.actor.sessionId]);
      for (const other of others) expect(await isRevoked(other.actor.sessionId)).toBe(true);
      expect(
        await db().auditLog.findFirst({
          where: {
            action: `${current.actor.kind}.sessions_end_others`,
            actor_id: current.actor.id,
          },
        }),
      ).toMatchObject({ details: { sesiones: 2 } });
    }
    // Another account's sessions are never among "the others".
    const bystander = await newCitizen();
    const caller = await newCitizen();
    expect(await endOtherSessions(caller.actor, null)).toEqual({ count: 0 });
    expect(await isRevoked(bystander.actor.sessionId)).toBe(false);
  });
});
