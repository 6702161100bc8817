import { listAuditEntries } from "@/lib/audit/queries";
import { auditQuery } from "@/lib/audit/schema";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/admin/auditoria: `{ items, total, page, pageSize }` of the audit log (AdminNivel1). */
export const GET = adminRoute({ permission: "audit.read", query: auditQuery }, ({ actor, query }) =>
  listAuditEntries(actor, query),
);
