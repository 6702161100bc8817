import { deleteBiographyGalleryImage } from "@/lib/biography/service";
import { idParams } from "@/lib/validation/fields";
import { adminRoute } from "@/lib/http/routes";

/** DELETE /api/biografia/galeria/{id}: removes an image from a version's gallery. */
export const DELETE = adminRoute(
  { permission: "biography.write", params: idParams },
  async ({ actor, params }) => {
    await deleteBiographyGalleryImage(actor, params.id);
    return { ok: true, data: { id: params.id } };
  },
);
