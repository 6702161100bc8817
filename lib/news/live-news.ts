import "server-only";
import { db, type Tx } from "@/lib/db";
import { found } from "@/lib/errors/app-error";
import type { NewsStatus } from "@/lib/generated/prisma/enums";
import { NEWS_MESSAGES } from "@/lib/news/schema";

// A news item that has not been deleted, read for a change to it (its service and its media's).

export interface StateNow {
  estado: NewsStatus;
  fecha_publicacion: Date | null;
  fecha_programada: Date | null;
}

export interface LiveNews extends StateNow {
  id: number;
  titulo: string;
  slug: string;
  portada_url: string | null;
  portada_public_id: string | null;
}

/** The item, read in the change's transaction; a 404 when it is gone. */
export async function liveNews(tx: Tx, id: number): Promise<LiveNews> {
  return found(
    await tx.news.findFirst({
      where: { id, deleted_at: null },
      select: {
        id: true,
        titulo: true,
        slug: true,
        estado: true,
        fecha_publicacion: true,
        fecha_programada: true,
        portada_url: true,
        portada_public_id: true,
      },
    }),
    NEWS_MESSAGES.notFound,
  );
}

/** A 404 unless the item exists and is not deleted (checked before an upload is stored). */
export async function requireNews(id: number): Promise<void> {
  found(
    await db().news.findFirst({ where: { id, deleted_at: null }, select: { id: true } }),
    NEWS_MESSAGES.notFound,
  );
}
