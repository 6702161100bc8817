import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { connection } from "next/server";

/** Cache tags of the public content; services invalidate them after every change. */
export const TAGS = {
  site: "site",
  biography: "biography",
  news: "news",
  labores: "labores",
  values: "values",
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

/**
 * Expires the tagged public pages so that the next request renders fresh content. Outside a Next
 * request (seed script, tests) there is no cache to expire.
 */
export function invalidate(...tags: CacheTag[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(
        error instanceof Error &&
        /static generation store|outside a request|Invariant/i.test(error.message)
      )) {
        throw error;
      }
    }
  }
}

/**
 * A public read shared by every visitor: cached for `revalidate` seconds and expired at once by its
 * tags. A build without DATABASE_URL cannot prerender database content, so there the pages that
 * use it render on request instead (`connection()`), still served from this cache.
 */
export function publicRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: CacheTag[],
  revalidate: number,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, [key], { tags, revalidate });
  return async (...args) => {
    // Outside a Next server (scripts, tests) there is no cache: read directly.
    if (!process.env.NEXT_RUNTIME) return read(...args);
    if (!process.env.DATABASE_URL) await connection();
    return cached(...args);
  };
}
