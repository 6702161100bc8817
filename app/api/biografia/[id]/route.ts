import { getBiographyVersion } from "@/lib/biography/admin-queries";
import { BIOGRAPHY_MESSAGES } from "@/lib/biography/schema";
import { found } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

export const GET = adminRoute(
  { permission: "biography.write", params: idParams },
  async ({ params, actor }) => ({
    item: found(await getBiographyVersion(actor, params.id), BIOGRAPHY_MESSAGES.notFound),
  }),
);
