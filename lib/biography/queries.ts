import "server-only";
import { publicRead, TAGS } from "@/lib/content/cache";
import { db } from "@/lib/db";

export interface BiographySummary {
  slogan: string | null;
  introduccion: string | null;
  imagen_principal: string | null;
}

/** Slogan, introduction and main image of the active biography version, or null. */
export const getBiographySummary = publicRead(
  "biography.getBiographySummary",
  TAGS.biography,
  async (): Promise<BiographySummary | null> => {
    return db().biographyVersion.findFirst({
      where: { es_activa: true },
      select: { slogan: true, introduccion: true, imagen_principal: true },
    });
  },
);
