// A stand-in for `next/cache` in every Vitest file (vitest.config.ts points the import here). Without
// Next's compiler a `"use cache"` function runs on every call, so what the tests can check is how
// each read asks to be cached: the tags and the life it declares (`lastRead`), and the tags a change
// expires (`expiredTags`).

type CacheLife = { stale?: number; revalidate?: number; expire?: number };

export const lastRead: { tags: string[]; life: CacheLife | null } = { tags: [], life: null };
export const expiredTags: string[] = [];

export function cacheTag(...tags: string[]): void {
  lastRead.tags = tags;
}

export function cacheLife(life: CacheLife): void {
  lastRead.life = life;
}

export function revalidateTag(tag: string): void {
  expiredTags.push(tag);
}

export function clearCache(): void {
  lastRead.tags = [];
  lastRead.life = null;
  expiredTags.length = 0;
}
