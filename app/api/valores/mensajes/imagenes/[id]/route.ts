import { imageDeleteRoute } from "@/lib/values/image-routes";

export const DELETE = imageDeleteRoute("mensaje");
