import "server-only";
import { detailSelect, toDetail } from "@/lib/biography/mappers";
import type { BiographyDetail } from "@/lib/biography/schema";
import { publicCache, TAGS } from "@/lib/cache";
import { db } from "@/lib/db";

/** The active version with its images and blocks, or null; cached and expired by the biography tag. */
export async function getActiveBiography(): Promise<BiographyDetail | null> {
  "use cache";
  publicCache(TAGS.biography);
  const row = await db().biographyVersion.findFirst({
    where: { es_activa: true },
    select: detailSelect,
  });
  return row ? toDetail(row) : null;
}
