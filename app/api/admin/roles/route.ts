import { adminRoute } from "@/lib/http/routes";
import { listRoles } from "@/lib/roles/queries";

/** GET /api/admin/roles: every role with its description and permissions. */
export const GET = adminRoute({ permission: "admins.manage" }, ({ actor }) => listRoles(actor));
