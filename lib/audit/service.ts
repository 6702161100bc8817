import "server-only";
import { db, type Prisma, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/sessions";
import type { AuditAction } from "@/lib/audit/labels";

export interface AuditEntry {
  /** Who acted; null for an anonymous request, "system" for scheduled work. */
  actor: Actor | null | "system";
  action: AuditAction;
  entity?: string;
  entityId?: string | number;
  details?: Prisma.InputJsonValue;
  ip?: string | null;
}

/**
 * How long repeats of one entry count on its row instead of taking rows of their own: a client
 * retrying a refused call, or a script hammering a throttled login, writes at most one row per
 * window for the same actor or address, action, target and details.
 */
export const AUDIT_REPEAT_WINDOW_MS = 10 * 60_000;

function auditRow(entry: AuditEntry) {
  const actor = entry.actor;
  return {
    actor_type: actor === "system" ? "system" : (actor?.kind ?? "anonymous"),
    actor_id: actor && actor !== "system" ? actor.id : null,
    action: entry.action,
    entity: entry.entity ?? null,
    entity_id: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details,
    ip: entry.ip ?? null,
  } satisfies Prisma.AuditLogUncheckedCreateInput;
}

/** Records who did what, to what, and when. Pass `tx` to make it part of the change it describes. */
export async function writeAudit(entry: AuditEntry, tx?: Tx): Promise<void> {
  await (tx ?? db()).auditLog.create({ data: auditRow(entry) });
}

/**
 * Records an entry that may repeat many times (a throttled login, a refused call): when the same
 * entry was written within AUDIT_REPEAT_WINDOW_MS, its count goes up by one and its last_at
 * forward (the only change the database lets anyone make to the log); otherwise a row of its own,
 * if `admitsNewRow` (a budget of rows per address) allows it.
 */
export async function writeRepeatableAudit(
  entry: AuditEntry,
  admitsNewRow: () => Promise<boolean> = async () => true,
): Promise<void> {
  const row = auditRow(entry);
  const details = row.details === undefined ? null : JSON.stringify(row.details);
  // The time of the update itself, never before the row's: a repeat that waited for the row while
  // another one counted would otherwise carry its earlier start time (now()) and move last_at back.
  const counted = await db().$executeRaw`
    UPDATE audit_log SET count = count + 1, last_at = greatest(last_at, clock_timestamp())
    WHERE id = (
      SELECT id FROM audit_log
      WHERE action = ${row.action}
        AND created_at > now() - ${AUDIT_REPEAT_WINDOW_MS / 1000}::int * interval '1 second'
        AND actor_type = ${row.actor_type}::"ActorType"
        AND actor_id IS NOT DISTINCT FROM ${row.actor_id}::int
        AND ip IS NOT DISTINCT FROM ${row.ip}::text
        AND entity IS NOT DISTINCT FROM ${row.entity}::text
        AND entity_id IS NOT DISTINCT FROM ${row.entity_id}::text
        AND details IS NOT DISTINCT FROM ${details}::jsonb
      ORDER BY id DESC LIMIT 1)`;
  if (counted === 0 && (await admitsNewRow())) await db().auditLog.create({ data: row });
}
