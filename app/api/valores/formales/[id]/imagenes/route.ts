import { imageListRoute, imageUploadRoute } from "../../../image-routes";

export const GET = imageListRoute("formal");
export const POST = imageUploadRoute("formal");
