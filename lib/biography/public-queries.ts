import "server-only";
import { detailSelect, toDetail } from "@/lib/biography/mappers";
import type { BiographyDetail } from "@/lib/biography/schema";
import { publicRead, TAGS } from "@/lib/content/cache";
import { db } from "@/lib/db";

/** The active version with its images and blocks, or null; cached and expired by the biography tag. */
export const getActiveBiography = publicRead(
  "biography.getActiveBiography",
  TAGS.biography,
  async (): Promise<BiographyDetail | null> => {
    const row = await db().biographyVersion.findFirst({
      where: { es_activa: true },
      select: detailSelect,
    });
    return row ? toDetail(row) : null;
  },
);
