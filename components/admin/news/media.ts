import { THUMBNAIL_URL } from "@/lib/news/schema";

/** A news medium as the dialog holds it; `id` may be missing from older answers (product.md §B.3). */
export interface MediaRow {
  key: string;
  id: number | null;
  url: string;
  titulo: string | null;
  posicion: number;
  tipo: string;
}

type RawMedia = {
  id?: unknown;
  media_id?: unknown;
  _id?: unknown;
  url?: unknown;
  titulo?: unknown;
  posicion?: unknown;
  tipo?: unknown;
};

const idOf = (raw: RawMedia): number | null => {
  const value = Number(raw.id ?? raw.media_id ?? raw._id);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The media answer: an array or `{ items }`; each item's id is `id`, `media_id` or `_id`. */
export function normalizeMedia(body: unknown): MediaRow[] {
  const list = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return [];
  return sortMedia(
    (list as RawMedia[]).map((raw, index) => {
      const id = idOf(raw);
      return {
        key: id ? String(id) : `sin-id-${index}`,
        id,
        url: String(raw.url ?? ""),
        titulo: typeof raw.titulo === "string" ? raw.titulo : null,
        posicion: Number(raw.posicion ?? index) || 0,
        tipo: typeof raw.tipo === "string" ? raw.tipo : "documento",
      };
    }),
  );
}

/** Display order: posicion, then id. */
export function sortMedia(rows: MediaRow[]): MediaRow[] {
  return [...rows].sort((a, b) => a.posicion - b.posicion || (a.id ?? 0) - (b.id ?? 0));
}

/** Thumbnails only for image URLs (png, jpg, jpeg, webp, gif, bmp, svg). */
export const hasThumbnail = (url: string) => THUMBNAIL_URL.test(url);

/** The result of a batch of uploads or URLs (product.md §B.8). */
export const batchResult = (succeeded: number, failed: number) =>
  `Listo. Exitosas: ${succeeded}, Fallidas: ${failed}`;
