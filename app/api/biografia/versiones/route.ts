import { z } from "zod";
import { listBiographyVersions } from "@/lib/biography/admin-queries";
import { pageField } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

const query = z.object({
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const GET = adminRoute({ permission: "biography.write", query }, ({ query, actor }) =>
  listBiographyVersions(actor, query),
);
