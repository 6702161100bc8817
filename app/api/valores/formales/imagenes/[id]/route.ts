import { imageDeleteRoute } from "../../../image-routes";

export const DELETE = imageDeleteRoute("formal");
