import { imageListRoute, imageUploadRoute } from "@/lib/values/image-routes";

export const GET = imageListRoute("valor");
export const POST = imageUploadRoute("valor");
