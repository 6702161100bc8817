import { z } from "zod";
import { listBiographyVersions } from "@/lib/biography/admin-queries";
import { pageField } from "@/lib/fields";
import { route } from "@/lib/http";

const query = z.object({
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const GET = route({ audience: "admin", permission: "biography.write", query }, ({ query }) =>
  listBiographyVersions(query),
);
