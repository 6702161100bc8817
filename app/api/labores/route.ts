import { route } from "@/lib/http";
import { getLaborPage } from "@/lib/labores/queries";
import { publicLaborListQuery } from "./query";

/** Published labores (spec 03 §7): { items, total, page, pageSize }; `q` is a full-text search. */
export const GET = route({ query: publicLaborListQuery }, ({ query }) => getLaborPage(query));
