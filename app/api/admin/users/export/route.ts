import { citizenFilterQuery } from "@/lib/citizens/admin-schema";
import { exportCitizens } from "@/lib/citizens/admin-service";
import { adminRoute } from "@/lib/http/routes";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * GET /api/admin/users/export with the list's query: every matching account as an .xlsx, streamed
 * (no Content-Length; the screen shows the bytes received).
 */
export const GET = adminRoute(
  { permission: "citizens.export", query: citizenFilterQuery },
  async ({ actor, query, ip }) => {
    const { stream, filename } = await exportCitizens(actor, query, ip);
    return new Response(stream, {
      headers: {
        "content-type": XLSX,
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
