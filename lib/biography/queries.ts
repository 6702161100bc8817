import "server-only";
import { publicCache, TAGS } from "@/lib/cache";
import { db } from "@/lib/db";

export interface BiographySummary {
  slogan: string | null;
  introduccion: string | null;
  imagen_principal: string | null;
}

/** Slogan, introduction and main image of the active biography version, or null. */
export async function getBiographySummary(): Promise<BiographySummary | null> {
  "use cache";
  publicCache(TAGS.biography);
  return db().biographyVersion.findFirst({
    where: { es_activa: true },
    select: { slogan: true, introduccion: true, imagen_principal: true },
  });
}
