import { revertBiography } from "@/lib/biography/service";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

export const POST = adminRoute(
  { permission: "biography.write", params: idParams },
  async ({ actor, params }) => ({
    ok: true,
    item: await revertBiography(actor, params.id),
  }),
);
