import { getActiveBiography } from "@/lib/biography/public-queries";
import { BIOGRAPHY_MESSAGES } from "@/lib/biography/schema";
import { AppError } from "@/lib/errors/app-error";
import { publicRoute } from "@/lib/http/routes";

/** Public read of the biography: the active version with its images. */
export const GET = publicRoute({}, async () => {
  const item = await getActiveBiography();
  if (!item) throw new AppError("NOT_FOUND", BIOGRAPHY_MESSAGES.notFound);
  return { item };
});
