import { revertBiography } from "@/lib/biography/service";
import { idParams } from "@/lib/fields";
import { route } from "@/lib/http";

export const POST = route(
  { audience: "admin", permission: "biography.write", params: idParams },
  async ({ actor, params }) => ({
    ok: true,
    item: await revertBiography(actor!, params.id),
  }),
);
