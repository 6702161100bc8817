import "server-only";
import { isUniqueViolation, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { baseSlug, firstFreeSlug } from "@/lib/slug";

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
