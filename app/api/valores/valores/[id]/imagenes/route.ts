import { imageListRoute, imageUploadRoute } from "../../../image-routes";

export const GET = imageListRoute("valor");
export const POST = imageUploadRoute("valor");
