import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { after } from "next/server";

// The one cache model of the public site (docs/decisions/0009-cache-model.md): every public read
// is a `publicRead`, kept in Next's data cache under its tags and for a life set here. A page built
// only from such reads is prerendered and lives as long as the shortest of them; a change in the
// back office expires their tags (`invalidate`, through content-change.ts's commitChange) and the
// next request renders the page again. Not Cache Components: those answer every page 200 before its
// request-time checks run, and the per-request areas need their 401, 403, 404 and redirects.

/** Cache tags of the public content; commitChange (content-change.ts) expires them after every change. */
export const TAGS = {
  site: "site",
  biography: "biography",
  news: "news",
  labores: "labores",
  values: "values",
  /** The transparency figures, expired once a new monthly release is computed. */
  transparency: "transparency",
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

/**
 * Seconds a public read is served before it is read again in the background. Tags expire every
 * change at once; this only bounds what another way of writing the database could leave stale.
 */
const REVALIDATE_SECONDS = 300;

/** How long a public read lives: see `publicRead`. */
export interface ReadLife {
  maxAge?: number;
  refreshAt?: () => Promise<Date | null>;
}

/** Whether `T` holds what JSON cannot carry (a Date comes back as a string behind its type). */
type NotPlain<T> = T extends Date | Map<unknown, unknown> | Set<unknown> | bigint | symbol
  ? true
  : T extends (...args: never[]) => unknown
    ? true
    : T extends readonly (infer Item)[]
      ? NotPlain<Item>
      : T extends object
        ? true extends { [K in keyof T]-?: NotPlain<T[K]> }[keyof T]
          ? true
          : false
        : false;

/**
 * A public read shared by every visitor, cached under `key` and its arguments. It is read again
 * after `maxAge` seconds at most, and sooner when `refreshAt` (say, the next scheduled
 * publication) comes first: the first request from that instant on starts a fresh read. The data
 * cache keeps results as JSON, so a read returns plain data (dates as ISO strings): one that does
 * not fails to type-check.
 */
export function publicRead<Args extends unknown[], Result>(
  key: string,
  tags: CacheTag | readonly CacheTag[],
  read: (...args: Args) => Promise<Result>,
  ...[life = {}]: NotPlain<Result> extends true
    ? [error: "the result holds a Date, Map, Set or function, which the cache cannot keep"]
    : [life?: ReadLife]
): (...args: Args) => Promise<Result> {
  const { maxAge = REVALIDATE_SECONDS, refreshAt } = life as ReadLife;
  const tagList = [tags].flat();
  return async (...args) => {
    const due = refreshAt ? await refreshAt() : null;
    const untilRefresh = due ? Math.ceil((due.getTime() - Date.now()) / 1000) : Infinity;
    const revalidate = Math.max(1, Math.min(maxAge, untilRefresh));
    return unstable_cache(read, [key], { tags: tagList, revalidate })(...args);
  };
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

/**
 * Expires the tagged public reads and the pages built from them: the next request renders afresh.
 * Called by commitChange alone, once the change it expires for has committed.
 */
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
