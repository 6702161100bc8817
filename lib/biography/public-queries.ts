import "server-only";
import { detailSelect, toDetail } from "@/lib/biography/dto";
import type { BiographyDetail } from "@/lib/biography/schema";
import { publicRead, TAGS } from "@/lib/cache";
import { db } from "@/lib/db";

async function readActiveBiography(): Promise<BiographyDetail | null> {
  const row = await db().biographyVersion.findFirst({
    where: { es_activa: true },
    select: detailSelect,
  });
  return row ? toDetail(row) : null;
}

/** The active version with its images and blocks, or null; cached and expired by the biography tag. */
export const getActiveBiography = publicRead(
  readActiveBiography,
  "biography-active",
  [TAGS.biography],
  300,
);
