import { getBiographyVersion } from "@/lib/biography/admin-queries";
import { BIOGRAPHY_MESSAGES } from "@/lib/biography/schema";
import { found } from "@/lib/errors";
import { idParams } from "@/lib/fields";
import { adminRoute } from "@/lib/http";

export const GET = adminRoute(
  { permission: "biography.write", params: idParams },
  async ({ params, actor }) => ({
    item: found(await getBiographyVersion(actor, params.id), BIOGRAPHY_MESSAGES.notFound),
  }),
);
