import "server-only";
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { after } from "next/server";

// The one cache model of the public site (Next's Cache Components): every public read is a
// `"use cache"` function that calls `publicCache(tag)` first. The pages built from those reads are
// prerendered, and a change in the back office expires their tag (`invalidate`, through
// content-change.ts's commitChange) so that the next request renders them again.

/** Cache tags of the public content; services invalidate them after every change. */
export const TAGS = {
  site: "site",
  biography: "biography",
  news: "news",
  labores: "labores",
  values: "values",
  /** The transparency figures, expired by the hourly cron once it has recomputed them. */
  transparency: "transparency",
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

/**
 * Seconds a public read is served before it is read again in the background. Tags expire every
 * change at once; this only bounds what another way of writing the database could leave stale.
 */
const REVALIDATE_SECONDS = 300;

/** After this long without a request, the next one waits for a fresh read instead of a stale one. */
const EXPIRE_SECONDS = 24 * 3600;

/** Client routers keep a prefetched public page this long (Next keeps it in prerenders from 30 s). */
const STALE_SECONDS = 60;

/**
 * Tags the enclosing `"use cache"` read and bounds its life: `maxAge` seconds at most, and less when
 * `refreshAt` (the next scheduled publication) comes sooner: the first request from that instant on
 * starts a fresh read.
 */
export function publicCache(
  tags: CacheTag | readonly CacheTag[],
  {
    refreshAt = null,
    maxAge = REVALIDATE_SECONDS,
  }: { refreshAt?: Date | null; maxAge?: number } = {},
): void {
  cacheTag(...[tags].flat());
  const untilRefresh = refreshAt ? Math.ceil((refreshAt.getTime() - Date.now()) / 1000) : Infinity;
  cacheLife({
    stale: STALE_SECONDS,
    revalidate: Math.max(1, Math.min(maxAge, untilRefresh)),
    expire: Math.max(EXPIRE_SECONDS, maxAge + 1),
  });
}

/**
 * How long after a change its tags are expired a second time. A page whose background render began
 * before the change (a prefetch, a stale hit) is stored after it, dated after the expiry, and would
 * pass for fresh until its revalidate time: the second expiry, once such renders have finished,
 * drops it.
 */
const SETTLE_MS = 4_000;

const expire = (tags: CacheTag[]) => {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
};

/** Expires the tagged public reads and the pages built from them: the next request renders afresh. */
export function invalidate(...tags: CacheTag[]): void {
  expire(tags);
  try {
    after(async () => {
      await new Promise((settled) => setTimeout(settled, SETTLE_MS));
      expire(tags);
    });
  } catch {
    // Outside a request (a script, a test): no render of this server can be under way.
  }
}
