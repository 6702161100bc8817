import { publicRoute } from "@/lib/http/routes";
import { getLaborPage } from "@/lib/labores/queries";
import { publicLaborListQuery } from "@/lib/labores/schema";

/** Published labores (product.md §C.7): { items, total, page, pageSize }; `q` is a full-text search. */
export const GET = publicRoute({ query: publicLaborListQuery }, ({ query }) => getLaborPage(query));
