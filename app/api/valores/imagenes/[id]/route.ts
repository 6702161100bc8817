import { imageDeleteRoute } from "@/lib/values/image-routes";

/** DELETE /api/valores/imagenes/{id}: an image of an ethical value. */
export const DELETE = imageDeleteRoute("valor");
