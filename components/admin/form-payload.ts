// Form strings as an editor's save sends them (product.md §B.5).

/** A blank text as null, any other trimmed. */
export const optionalText = (value: string) => value.trim() || null;

/** A select of ids: its empty option ("") as null, any other as the number. */
export const optionalId = (value: string) => (value.trim() ? Number(value) : null);
