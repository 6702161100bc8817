import { Prisma } from "@/lib/generated/prisma/client";

/**
 * `text` — folded as the stored search texts are (public.citizen_search_text: lower-case, without
 * accents) — contains what was typed, folded the same way, LIKE's wildcards typed by a person
 * matching themselves: "lucia" finds "Lucía", "50%" finds only "50%".
 */
export function containsFolded(text: Prisma.Sql, typed: string): Prisma.Sql {
  const literal = typed.replace(/[\\%_]/g, "\\$&");
  return Prisma.sql`${text} LIKE public.citizen_search_text(${`%${literal}%`})`;
}
