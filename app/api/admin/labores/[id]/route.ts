import { found } from "@/lib/errors";
import { idParams } from "@/lib/fields";
import { adminRoute } from "@/lib/http";
import { getAdminLabor } from "@/lib/labores/admin-queries";
import { LABOR_MESSAGES, laborUpdateInput } from "@/lib/labores/schema";
import { deleteLabor, updateLabor } from "@/lib/labores/service";
import { orSaveFailure } from "../save-failure";

const editors = { permission: "labores.write", params: idParams } as const;

export const GET = adminRoute(editors, async ({ actor, params }) => ({
  item: found(await getAdminLabor(actor, params.id), LABOR_MESSAGES.notFound),
}));

export const PUT = adminRoute({ ...editors, body: laborUpdateInput }, ({ actor, params, body }) =>
  orSaveFailure(async () => ({
    ok: true,
    message: LABOR_MESSAGES.saved,
    item: await updateLabor(actor, params.id, body),
  })),
);

export const DELETE = adminRoute(editors, async ({ actor, params }) => {
  await deleteLabor(actor, params.id);
  return { ok: true, message: LABOR_MESSAGES.deleted };
});
