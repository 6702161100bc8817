import { imageListRoute, imageUploadRoute } from "../../../image-routes";

export const GET = imageListRoute("mensaje");
export const POST = imageUploadRoute("mensaje");
