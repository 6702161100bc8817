// URL slugs for news and labores. Safe to import from client code (the editors preview them).

const MAX_LENGTH = 80;
/** Path words that a slug may not take (e.g. /api/noticias/id/{id}/media). */
const RESERVED = new Set(["id", "nueva", "new"]);

/** Lowercase, no accents, words joined by hyphens; "" when nothing usable is left. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ñ/g, "n")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_LENGTH)
    .replace(/-+$/g, "");
}

/**
 * A slug that can serve as a path segment beside numeric ids: never empty, never all digits and
 * never a reserved word (those get `fallback` in front).
 */
export function baseSlug(text: string, fallback: string): string {
  const slug = slugify(text);
  if (!slug) return fallback;
  return /^\d+$/.test(slug) || RESERVED.has(slug) ? `${fallback}-${slug}` : slug;
}

/** `base`, or `base-2`, `base-3`… : the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
