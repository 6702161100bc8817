import { revertBiography } from "@/lib/biography/service";
import { idParams } from "@/lib/fields";
import { adminRoute } from "@/lib/http";

export const POST = adminRoute(
  { permission: "biography.write", params: idParams },
  async ({ actor, params }) => ({
    ok: true,
    item: await revertBiography(actor, params.id),
  }),
);
