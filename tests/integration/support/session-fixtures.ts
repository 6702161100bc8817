// Accounts, sessions and calls shared by session-security.test.ts and own-sessions.test.ts.
import { GET as adminMe } from "@/app/api/auth/me/route";
import { GET as citizenMe } from "@/app/api/auth-user/me/route";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { createAdmin, createCitizen, signIn } from "./helpers";

export const BASE = "http://localhost:3000";

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh citizen with one open session: its actor and bearer token. */
export async function newCitizen() {
  return signIn({ kind: "citizen", citizenId: (await createCitizen()).id });
}

/** A fresh administrator of the least-privileged role, with one open session. */
export async function newAdmin() {
  return signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel4")).id });
}

/** Another open session of the same account, as another device's login would open. */
export function anotherSession(actor: Actor) {
  return signIn(
    actor.kind === "admin"
      ? { kind: "admin", adminId: actor.id }
      : { kind: "citizen", citizenId: actor.id },
  );
}

/** Moves a session's last activity `ms` into the past. */
export async function idleFor(sessionId: string, ms: number) {
  await db().session.update({
    where: { id: sessionId },
    data: { last_seen_at: new Date(Date.now() - ms) },
  });
}

/** The status of GET /api/auth-user/me with these headers: 200 while the session lives. */
export const citizenMeStatus = async (headers: Record<string, string>) =>
  (await citizenMe(new Request(`${BASE}/api/auth-user/me`, { headers }))).status;

/** The status of GET /api/auth/me with these headers. */
export const adminMeStatus = async (headers: Record<string, string>) =>
  (await adminMe(new Request(`${BASE}/api/auth/me`, { headers }))).status;
