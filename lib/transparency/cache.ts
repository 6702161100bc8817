import "server-only";
import { publicRead, TAGS } from "@/lib/cache";
import { computeMonthCategoryFigures, computeTransparency } from "@/lib/transparency/figures";

// The section's only use of the public cache: figures recomputed at most hourly, and at once when
// the office changes what the section shows (the site settings' toggle, published labores).

const HOUR = 3600;
const TRANSPARENCY_TAGS = [TAGS.site, TAGS.labores];

export const cachedTransparency = publicRead(
  () => computeTransparency(),
  "transparency",
  TRANSPARENCY_TAGS,
  HOUR,
);

export const cachedMonthCategoryFigures = publicRead(
  () => computeMonthCategoryFigures(),
  "transparency-month-categories",
  TRANSPARENCY_TAGS,
  HOUR,
);
