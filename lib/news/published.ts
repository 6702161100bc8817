import type { Prisma } from "@/lib/db";

/**
 * The one rule for "published": not deleted, and either `publicado` or `programado` with its time
 * come. Scheduled news counts as published from that instant, with no job needed.
 */
export function publishedNewsWhere(now: Date): Prisma.NewsWhereInput {
  return {
    deleted_at: null,
    OR: [{ estado: "publicado" }, { estado: "programado", fecha_programada: { lte: now } }],
  };
}
