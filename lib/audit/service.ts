import "server-only";
import { db, type Prisma, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/sessions";

export interface AuditEntry {
  /** Who acted; null for an anonymous request, "system" for scheduled work. */
  actor: Actor | null | "system";
  action: string;
  entity?: string;
  entityId?: string | number;
  details?: Prisma.InputJsonValue;
  ip?: string | null;
}

/** Records who did what, to what, and when. Pass `tx` to make it part of the change it describes. */
export async function writeAudit(entry: AuditEntry, tx?: Tx): Promise<void> {
  const actor = entry.actor;
  await (tx ?? db()).auditLog.create({
    data: {
      actor_type: actor === "system" ? "system" : (actor?.kind ?? "anonymous"),
      actor_id: actor && actor !== "system" ? actor.id : null,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entityId === undefined ? null : String(entry.entityId),
      details: entry.details,
      ip: entry.ip ?? null,
    },
  });
}
