import { adminRoute, json } from "@/lib/http/routes";
import { listAdminLabores } from "@/lib/labores/admin-queries";
import { LABOR_MESSAGES, laborCreateInput, laborListQuery } from "@/lib/labores/schema";
import { createLabor } from "@/lib/labores/service";
import { orSaveFailure } from "@/lib/labores/save-failure";

const editors = { permission: "labores.write" } as const;

export const GET = adminRoute({ ...editors, query: laborListQuery }, ({ actor, query }) =>
  listAdminLabores(actor, query),
);

export const POST = adminRoute({ ...editors, body: laborCreateInput }, ({ actor, body }) =>
  orSaveFailure(async () =>
    json({ ok: true, message: LABOR_MESSAGES.created, item: await createLabor(actor, body) }, 201),
  ),
);
