import "server-only";
import { writeAudit, type AuditEntry } from "@/lib/audit/service";
import { invalidate, type CacheTag } from "@/lib/cache";
import { db, type Tx } from "@/lib/db";
import { syncSearchIndex } from "@/lib/search/sync";

/** Who changes public content: an administrator, or scheduled work. */
export type ContentActor = AuditEntry["actor"];

/**
 * One change of public content: `work`, its audit entry and the search passages of what it
 * touched in one transaction, then the public pages tagged `tag` expire so the next request shows
 * the change.
 */
export async function commitChange<T>(
  tag: CacheTag,
  work: (tx: Tx) => Promise<T>,
  audit: (result: T) => AuditEntry,
): Promise<T> {
  const result = await db().$transaction(async (tx) => {
    const value = await work(tx);
    const entry = audit(value);
    await writeAudit(entry, tx);
    await syncSearchIndex(tx, tag, entry);
    return value;
  });
  invalidate(tag);
  return result;
}
