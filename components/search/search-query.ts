import { z } from "zod";

// The words of a search page's URL (/buscar?q=…, /portal/buscar?q=…): the first value, spaces
// collapsed, at most 200 characters; anything else reads as no search.

const searchText = z
  .union([z.string(), z.array(z.string()).transform((values) => values[0] ?? "")])
  .transform((text) =>
    text
      .replace(/\u0000/g, "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 200),
  )
  .catch("");

export function searchQueryOf(params: Record<string, string | string[] | undefined>): string {
  return searchText.parse(params.q);
}
