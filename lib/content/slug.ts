import "server-only";
import { isUniqueViolation, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

// URL slugs for news and labores: made from a title or taken as given, unique within their table.

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
function baseSlug(text: string, fallback: string): string {
  const slug = slugify(text);
  if (!slug) return fallback;
  return /^\d+$/.test(slug) || RESERVED.has(slug) ? `${fallback}-${slug}` : slug;
}

/** `base`, or `base-2`, `base-3`… : the first one not in `taken`. */
function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

const KINDS = {
  news: { fallback: "noticia", taken: "Ya existe una noticia con ese slug." },
  labor: { fallback: "labor", taken: "Ya existe una labor con ese slug." },
} as const;

export type SlugKind = keyof typeof KINDS;

async function slugsLike(tx: Tx, kind: SlugKind, base: string, ownId?: number): Promise<string[]> {
  const where = { slug: { startsWith: base }, ...(ownId ? { NOT: { id: ownId } } : {}) };
  const rows =
    kind === "news"
      ? await tx.news.findMany({ where, select: { slug: true } })
      : await tx.labor.findMany({ where, select: { slug: true } });
  return rows.map((row) => row.slug);
}

/**
 * The slug to store for a news item or a labor: an explicit one, normalised (taken by another row
 * → 409), or one made from the title, made unique with -2, -3….
 */
export async function pickSlug(
  tx: Tx,
  kind: SlugKind,
  input: { slug?: string | null; titulo: string },
  ownId?: number,
): Promise<string> {
  const { fallback, taken } = KINDS[kind];
  if (input.slug) {
    const slug = baseSlug(input.slug, fallback);
    if ((await slugsLike(tx, kind, slug, ownId)).includes(slug))
      throw AppError.field("slug", taken, "CONFLICT");
    return slug;
  }
  const base = baseSlug(input.titulo, fallback);
  return firstFreeSlug(base, await slugsLike(tx, kind, base, ownId));
}

/** Runs a write whose slug may lose a race to a concurrent one: that ends as the same 409. */
export async function withUniqueSlug<T>(kind: SlugKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field("slug", KINDS[kind].taken, "CONFLICT");
    throw error;
  }
}
