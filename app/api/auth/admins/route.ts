import { listAdmins } from "@/lib/admins/queries";
import { adminListQuerySchema } from "@/lib/admins/schema";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/auth/admins?page&pageSize&q&orderBy&dir → { items, total, page, pageSize }. */
export const GET = adminRoute(
  { permission: "admins.manage", query: adminListQuerySchema },
  async ({ actor, query }) => listAdmins(actor, query),
);
