import "server-only";
import { db, type Tx } from "@/lib/db";
import type { AdminRole } from "@/lib/generated/prisma/enums";

export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;
export const CITIZEN_SESSION_SECONDS = 7 * 24 * 60 * 60;
/** A new session may be bound to a browser cookie only this soon after its login. */
const BINDING_WINDOW_MS = 60_000;

export type Actor =
  | {
      kind: "admin";
      id: number;
      sessionId: string;
      expiresAt: Date;
      role: AdminRole;
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

/**
 * The actor behind a session id, or null when the session is unknown, revoked, expired, or its
 * account is deactivated or deleted. Called on every authenticated request.
 */
export async function actorForSession(sessionId: string): Promise<Actor | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const session = await db().session.findUnique({
    where: { id: sessionId },
    select: {
      id: true,
      expires_at: true,
      revoked_at: true,
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
  if (!session || session.revoked_at || session.expires_at <= new Date()) return null;
  const { admin, citizen } = session;
  if (admin?.estado) {
    return {
      kind: "admin",
      id: admin.id,
      sessionId: session.id,
      expiresAt: session.expires_at,
      role: admin.rol,
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

/** Resolves a session that was created moments ago by a login, to bind it to a browser cookie. */
export async function actorForNewSession(sessionId: string): Promise<Actor | null> {
  const actor = await actorForSession(sessionId);
  if (!actor) return null;
  const session = await db().session.findUnique({
    where: { id: sessionId },
    select: { created_at: true },
  });
  return session && Date.now() - session.created_at.getTime() <= BINDING_WINDOW_MS ? actor : null;
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
