import { z } from "zod";
import { blankAsMissing, listPageSizeField } from "@/lib/validation/fields";
import { publicRoute } from "@/lib/http/routes";
import { getLaborPage } from "@/lib/labores/queries";
import { LABOR_MESSAGES } from "@/lib/labores/schema";

/** The home page's call (product.md §C.7): estado=publicado (the only state the public sees), limit. */
const query = z.object({
  estado: blankAsMissing(z.literal("publicado", { error: LABOR_MESSAGES.invalidState })),
  limit: listPageSizeField(3),
});

/** The latest published labores: { items, total, page, pageSize }. */
export const GET = publicRoute({ query }, ({ query }) =>
  getLaborPage({ page: 1, pageSize: query.limit }),
);
