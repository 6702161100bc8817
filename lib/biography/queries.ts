import "server-only";
import { publicRead, TAGS } from "@/lib/cache";
import { db } from "@/lib/db";

export interface BiographySummary {
  slogan: string | null;
  introduccion: string | null;
  imagen_principal: string | null;
}

async function readBiographySummary(): Promise<BiographySummary | null> {
  return db().biographyVersion.findFirst({
    where: { es_activa: true },
    select: { slogan: true, introduccion: true, imagen_principal: true },
  });
}

/** Slogan, introduction and main image of the active biography version, or null. */
export const getBiographySummary = publicRead(
  readBiographySummary,
  "biography-summary",
  [TAGS.biography],
  300,
);
