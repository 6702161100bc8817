import "server-only";
import { writeAudit, type AuditEntry } from "@/lib/audit/service";
import { invalidate, type CacheTag } from "@/lib/content/cache";
import { db, type Tx } from "@/lib/db";
import { syncSearchIndex } from "@/lib/search/sync";

/**
 * One change of public content, and the one way the public pages are expired: `work`, its audit
 * entries and the search passages of what it touched in one transaction, then the public pages
 * tagged `tag` expire so the next request shows the change. Work that finds nothing to change (a
 * scheduled run with nothing due) returns no entries, and nothing expires.
 */
export async function commitChange<T>(
  tag: CacheTag,
  work: (tx: Tx) => Promise<T>,
  audit: (result: T) => AuditEntry | readonly AuditEntry[],
  { timeout }: { timeout?: number } = {},
): Promise<T> {
  let changed = false;
  const result = await db().$transaction(
    async (tx) => {
      const value = await work(tx);
      const entries = [audit(value)].flat();
      for (const entry of entries) {
        await writeAudit(entry, tx);
        await syncSearchIndex(tx, tag, entry);
      }
      changed = entries.length > 0;
      return value;
    },
    { timeout },
  );
  if (changed) invalidate(tag);
  return result;
}
