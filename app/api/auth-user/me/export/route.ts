import { exportOwnData } from "@/lib/citizens/account-service";
import { citizenRoute } from "@/lib/http/routes";

/** GET /api/auth-user/me/export: the caller's own data as a JSON attachment. */
export const GET = citizenRoute({}, async ({ actor, ip }) => {
  const data = await exportOwnData(actor, ip);
  const day = data.exportado_en.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="mis-datos-${day}.json"`,
      "cache-control": "no-store",
    },
  });
});
