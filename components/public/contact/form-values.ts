import type { ContactMessageInput } from "@/lib/contact/schema";

/** Empty optional values are sent as null (product.md §C.5). */
export function formValues(form: HTMLFormElement): ContactMessageInput {
  const values: Record<string, string | null> = {};
  for (const [key, value] of new FormData(form))
    values[key] = typeof value === "string" && value.trim() ? value : null;
  return values as ContactMessageInput;
}

/** What the draft keeps: the fields filled in (not the honeypot, not the default topic). */
export type Typed = Record<string, string>;

export function typedOf(form: HTMLFormElement): Typed {
  return Object.fromEntries(
    [...new FormData(form)].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" &&
        entry[1] !== "" &&
        entry[0] !== "website" &&
        !(entry[0] === "tema" && entry[1] === "Otros"),
    ),
  );
}
