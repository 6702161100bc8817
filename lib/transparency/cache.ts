import "server-only";
import { publicCache, TAGS } from "@/lib/cache";
import { computeMonthCategoryFigures, computeTransparency } from "@/lib/transparency/figures";

// The section's only use of the public cache: figures recomputed at most hourly (gestiones change
// without expiring a tag) and whenever the hourly cron has refreshed them (TAGS.transparency), and
// at once when the office changes what the section shows (the site settings' toggle, published
// labores and their places).

const HOUR = 3600;
const TRANSPARENCY_TAGS = [TAGS.site, TAGS.labores, TAGS.transparency];

export async function cachedTransparency() {
  "use cache";
  publicCache(TRANSPARENCY_TAGS, { maxAge: HOUR });
  return computeTransparency();
}

export async function cachedMonthCategoryFigures() {
  "use cache";
  publicCache(TRANSPARENCY_TAGS, { maxAge: HOUR });
  return computeMonthCategoryFigures();
}
