// A stand-in for Next's data cache in Vitest (which has no Next server): `unstable_cache` keeps
// results by key, serialized as Next stores them, and `revalidateTag` drops the entries of a tag. It
// lets the tests check what the public pages would show on the next request after a change.

const entries = new Map<string, { value: string; tags: string[] }>();
export const expiredTags: string[] = [];

export function unstable_cache<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[] = [],
  options: { tags?: string[] } = {},
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const key = JSON.stringify([keyParts, args]);
    const hit = entries.get(key);
    if (hit) return JSON.parse(hit.value) as Result;
    const value = await read(...args);
    entries.set(key, { value: JSON.stringify(value), tags: options.tags ?? [] });
    return JSON.parse(JSON.stringify(value)) as Result;
  };
}

export function revalidateTag(tag: string): void {
  expiredTags.push(tag);
  for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
}

export function clearCache(): void {
  entries.clear();
  expiredTags.length = 0;
}
