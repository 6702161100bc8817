import "server-only";
import { db, type Prisma, type Tx } from "@/lib/db";
import type { Permission } from "@/lib/auth/permissions";
import { permissionsOf } from "@/lib/auth/role-permissions";
import type { AccountKind, AdminRole } from "@/lib/generated/prisma/enums";

const ADMIN_SESSION_SECONDS = 8 * 60 * 60;
export const CITIZEN_SESSION_SECONDS = 7 * 24 * 60 * 60;
/** A session unused this long has ended, whatever its absolute expiry. */
export const IDLE_LIMIT_MS = { admin: 30 * 60_000, citizen: 24 * 60 * 60_000 } as const;
/** `last_seen_at` is written at most this often per session, not on every request. */
const LAST_SEEN_STEP_MS = 60_000;
/** A new session may be bound to a browser cookie only this soon after its login. */
const BINDING_WINDOW_MS = 60_000;

export type Actor =
  | {
      kind: "admin";
      id: number;
      sessionId: string;
      expiresAt: Date;
      role: AdminRole;
      /** What the role may do as the session is resolved (lib/auth/role-permissions.ts). */
      permissions: readonly Permission[];
      email: string;
      name: string;
    }
  | {
      kind: "citizen";
      id: number;
      sessionId: string;
      expiresAt: Date;
      email: string | null;
      name: string;
    };

export type AdminActor = Extract<Actor, { kind: "admin" }>;
export type CitizenActor = Extract<Actor, { kind: "citizen" }>;

export interface SessionContext {
  ip?: string | null;
  userAgent?: string | null;
}

export async function createSession(
  owner: { kind: "admin"; adminId: number } | { kind: "citizen"; citizenId: number },
  context: SessionContext = {},
) {
  const lifetime = owner.kind === "admin" ? ADMIN_SESSION_SECONDS : CITIZEN_SESSION_SECONDS;
  return db().session.create({
    data: {
      kind: owner.kind,
      admin_id: owner.kind === "admin" ? owner.adminId : null,
      citizen_id: owner.kind === "citizen" ? owner.citizenId : null,
      expires_at: new Date(Date.now() + lifetime * 1000),
      ip: context.ip ?? null,
      user_agent: context.userAgent?.slice(0, 300) ?? null,
    },
    select: { id: true, expires_at: true },
  });
}

/** Whether a session still counts as open: not revoked, not expired, and used recently enough. */
function isLive(
  session: { kind: AccountKind; expires_at: Date; revoked_at: Date | null; last_seen_at: Date },
  now = Date.now(),
): boolean {
  return (
    !session.revoked_at &&
    session.expires_at.getTime() > now &&
    session.last_seen_at.getTime() > now - IDLE_LIMIT_MS[session.kind]
  );
}

/** The open sessions of an actor's account, as a filter: the rows `isLive` accepts. */
export function openSessionsOf(actor: Actor, now = Date.now()) {
  return {
    ...(actor.kind === "admin" ? { admin_id: actor.id } : { citizen_id: actor.id }),
    revoked_at: null,
    expires_at: { gt: new Date(now) },
    last_seen_at: { gt: new Date(now - IDLE_LIMIT_MS[actor.kind]) },
  } satisfies Prisma.SessionWhereInput;
}

/**
 * Records that a session was used. Called on every request with the `last_seen_at` just read, it
 * writes only when that is a minute old or more, and then as one conditional UPDATE, so concurrent
 * requests of one session write it once.
 */
async function touch(sessionId: string, lastSeenAt: Date): Promise<void> {
  const now = Date.now();
  if (lastSeenAt.getTime() > now - LAST_SEEN_STEP_MS) return;
  await db().session.updateMany({
    where: { id: sessionId, last_seen_at: { lt: new Date(now - LAST_SEEN_STEP_MS) } },
    data: { last_seen_at: new Date(now) },
  });
}

/** A session with its account: the one read every authenticated request makes. */
const findSession = (sessionId: string) =>
  db().session.findUnique({
    where: { id: sessionId },
    select: {
      id: true,
      kind: true,
      expires_at: true,
      revoked_at: true,
      last_seen_at: true,
      admin: {
        select: { id: true, email: true, rol: true, estado: true, nombre1: true, apellido1: true },
      },
      citizen: {
        select: {
          id: true,
          correo: true,
          activo: true,
          deleted_at: true,
          primer_nombre: true,
          primer_apellido: true,
        },
      },
    },
  });

/**
 * The actor behind a session id, or null when the session is unknown, revoked, expired, idle past
 * its limit, or its account is deactivated or deleted. Called on every authenticated request: one
 * query, plus a write of `last_seen_at` once a minute at most.
 */
export async function actorForSession(sessionId: string): Promise<Actor | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const session = await findSession(sessionId);
  if (!session || !isLive(session)) return null;
  const actor = await liveAccount(session);
  if (actor) await touch(session.id, session.last_seen_at);
  return actor;
}

/** The actor of a session's account, or null when that account is deactivated or deleted. */
async function liveAccount(
  session: NonNullable<Awaited<ReturnType<typeof findSession>>>,
): Promise<Actor | null> {
  const { admin, citizen } = session;
  if (admin?.estado) {
    return {
      kind: "admin",
      id: admin.id,
      sessionId: session.id,
      expiresAt: session.expires_at,
      role: admin.rol,
      permissions: await permissionsOf(admin.rol),
      email: admin.email,
      name: `${admin.nombre1} ${admin.apellido1}`.trim(),
    };
  }
  if (citizen?.activo && !citizen.deleted_at) {
    return {
      kind: "citizen",
      id: citizen.id,
      sessionId: session.id,
      expiresAt: session.expires_at,
      email: citizen.correo,
      name: `${citizen.primer_nombre} ${citizen.primer_apellido}`.trim(),
    };
  }
  return null;
}

/**
 * Resolves a session that was created moments ago by a login, to bind it to a browser cookie:
 * once only (the row is marked bound in the same statement that checks it), so a session id seen
 * elsewhere cannot be bound to a second browser.
 */
export async function actorForNewSession(sessionId: string): Promise<Actor | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const { count } = await db().session.updateMany({
    where: {
      id: sessionId,
      bound_at: null,
      created_at: { gte: new Date(Date.now() - BINDING_WINDOW_MS) },
    },
    data: { bound_at: new Date() },
  });
  return count === 1 ? actorForSession(sessionId) : null;
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db().session.updateMany({
    where: { id: sessionId, revoked_at: null },
    data: { revoked_at: new Date() },
  });
}

/** Revokes every open session of an account, except `keepSessionId` when given. */
export async function revokeAllSessions(
  owner: { adminId: number } | { citizenId: number },
  keepSessionId?: string,
  tx?: Tx,
): Promise<void> {
  await (tx ?? db()).session.updateMany({
    where: {
      ...("adminId" in owner ? { admin_id: owner.adminId } : { citizen_id: owner.citizenId }),
      revoked_at: null,
      ...(keepSessionId ? { NOT: { id: keepSessionId } } : {}),
    },
    data: { revoked_at: new Date() },
  });
}
