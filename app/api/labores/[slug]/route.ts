import { z } from "zod";
import { found } from "@/lib/errors/app-error";
import { publicRoute } from "@/lib/http/routes";
import { getPublicLabor } from "@/lib/labores/queries";
import { LABOR_MESSAGES } from "@/lib/labores/schema";

const params = z.object({ slug: z.string().trim().min(1).max(200) });

/** A published labor by slug (or numeric id) with its media, cover first (product.md §C.7). */
export const GET = publicRoute({ params }, async ({ params }) => ({
  item: found(await getPublicLabor(params.slug), LABOR_MESSAGES.notFound),
}));
