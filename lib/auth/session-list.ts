import "server-only";
import { requireSelf } from "@/lib/auth/authorize";
import { describeDevice } from "@/lib/auth/device";
import { SESSION_LIST_LIMIT, type SessionList } from "@/lib/auth/session-schema";
import { openSessionsOf, type Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";

/**
 * The open sessions of the caller's own account (never anyone else's): the current one first,
 * then by last activity, the most recent SESSION_LIST_LIMIT of them.
 */
export async function listOwnSessions(actor: Actor | null): Promise<SessionList> {
  const self = requireSelf(actor);
  const where = openSessionsOf(self);
  const [rows, total] = await Promise.all([
    db().session.findMany({
      where,
      orderBy: [{ last_seen_at: "desc" }, { created_at: "desc" }],
      take: SESSION_LIST_LIMIT,
      select: { id: true, user_agent: true, ip: true, created_at: true, last_seen_at: true },
    }),
    db().session.count({ where }),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.user_agent),
    ip: row.ip,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.id === self.sessionId,
  }));
  return { items: items.sort((a, b) => Number(b.current) - Number(a.current)), total };
}
