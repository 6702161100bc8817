import { found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";
import { getAdminLabor } from "@/lib/labores/admin-queries";
import { LABOR_MESSAGES, laborUpdateInput } from "@/lib/labores/schema";
import { deleteLabor, updateLabor } from "@/lib/labores/service";
import { orSaveFailure } from "@/lib/labores/save-failure";

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
