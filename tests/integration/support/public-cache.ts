// A stand-in for `next/cache` in every Vitest file (vitest.config.ts points the import here). Without
// a Next server there is no data cache: a public read runs on every call, so what the tests can check
// is how each read asks to be cached: the tags and the life it declares (`lastRead`), and the tags a
// change expires (`expiredTags`).

type CacheLife = { revalidate?: number | false };

export const lastRead: { tags: string[]; life: CacheLife | null } = { tags: [], life: null };
export const expiredTags: string[] = [];

export function unstable_cache<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  _keyParts?: string[],
  { tags = [], revalidate }: { tags?: string[]; revalidate?: number | false } = {},
): (...args: Args) => Promise<Result> {
  return (...args) => {
    lastRead.tags = tags;
    lastRead.life = { revalidate };
    return read(...args);
  };
}

export function revalidateTag(tag: string): void {
  expiredTags.push(tag);
}

export function clearCache(): void {
  lastRead.tags = [];
  lastRead.life = null;
  expiredTags.length = 0;
}
