import "server-only";
import { publicRead, TAGS } from "@/lib/content/cache";
import { computeCsvFigures, computeTransparency } from "@/lib/transparency/figures";

// The section's only use of the public cache. The gestiones figures change once a month (a new
// release, after which the cron expires TAGS.transparency); the cache is also kept at most an
// hour, so that the first hour of a month shows its release even without a cron, and expires at
// once when the office changes what the section shows (the site settings' toggle, published
// labores and their places).

const HOUR = 3600;
const TRANSPARENCY_TAGS = [TAGS.site, TAGS.labores, TAGS.transparency];

export const cachedTransparency = publicRead(
  "transparency.cachedTransparency",
  TRANSPARENCY_TAGS,
  () => computeTransparency(),
  { maxAge: HOUR },
);

export const cachedCsvFigures = publicRead(
  "transparency.cachedCsvFigures",
  TRANSPARENCY_TAGS,
  () => computeCsvFigures(),
  { maxAge: HOUR },
);
