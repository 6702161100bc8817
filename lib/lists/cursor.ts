import { z } from "zod";
import { blankAsMissing } from "@/lib/validation/fields";
import { hrefFor, type ListAddress, type ListValues } from "@/lib/lists/query";

// Keyset paging of the office's long lists: the links to the next and previous pages carry a
// cursor, the sort key and id of the row the page starts after (or ends before), so a page far down
// the list is read from the sort index at that row instead of counting every row before it. The
// page number stays in the address, as the page shown; a page asked for by number alone (an old
// link, the API) is still read by OFFSET. Client-safe: the screens build their pager links here.

export interface Cursor {
  /** true: the rows after the cursor's row; false: the rows before it. */
  after: boolean;
  /** The sort key as text (null when the list is ordered by id alone). */
  key: string | null;
  id: number;
}

export const CURSOR_INVALID = "El enlace de la página ya no es válido: vuelve a la primera página.";

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A cursor as the address carries it: `a.` (after) or `b.` (before), then the key and id. */
export const encodeCursor = ({ after, key, id }: Cursor) =>
  `${after ? "a" : "b"}.${toBase64Url(JSON.stringify([key, id]))}`;

/** The cursor of an address; null when it is not one this module wrote. */
export function decodeCursor(text: string): Cursor | null {
  const match = /^([ab])\.([A-Za-z0-9_-]{1,1400})$/.exec(text);
  if (!match) return null;
  try {
    const value: unknown = JSON.parse(fromBase64Url(match[2]!));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value as unknown[];
    if (key !== null && typeof key !== "string") return null;
    if (!Number.isSafeInteger(id) || (id as number) < 1) return null;
    return { after: match[1] === "a", key, id: id as number };
  } catch {
    return null;
  }
}

/** The `cursor` field of a keyset-paged list's query: kept as written, refused when malformed. */
export const cursorField = blankAsMissing(
  z.string().refine((text) => decodeCursor(text) !== null, CURSOR_INVALID),
);

/** The paging part of a keyset-paged list's answer. */
export interface KeysetMeta {
  page: number;
  /** The cursor of the next page, when there is one. */
  next?: string;
  /** The cursor of the previous page, when there is one. */
  prev?: string;
}

/**
 * The address of page `target` of a keyset-paged list, for its pager: the next and previous pages
 * through their cursors, page 1 without any.
 */
export function keysetHref(list: ListAddress, query: ListValues, meta: KeysetMeta) {
  return (target: number) => {
    const cursor =
      target === meta.page + 1
        ? meta.next
        : target > 1 && target === meta.page - 1
          ? meta.prev
          : undefined;
    return hrefFor(list, query, { page: target, cursor });
  };
}
