import { exportAuditLog } from "@/lib/audit/export";
import { auditQuery } from "@/lib/audit/schema";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/admin/auditoria/export with the list's filters: every matching entry as CSV, streamed. */
export const GET = adminRoute(
  { permission: "audit.read", query: auditQuery },
  async ({ actor, query, ip }) => {
    const { stream, filename } = await exportAuditLog(actor, query, ip);
    return new Response(stream, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
