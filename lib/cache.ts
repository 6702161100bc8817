import "server-only";
import { revalidateTag } from "next/cache";

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
      if (!(error instanceof Error && /static generation store|outside a request|Invariant/i.test(error.message))) {
        throw error;
      }
    }
  }
}
