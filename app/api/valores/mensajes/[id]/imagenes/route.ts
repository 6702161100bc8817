import { imageListRoute, imageUploadRoute } from "@/lib/values/image-routes";

export const GET = imageListRoute("mensaje");
export const POST = imageUploadRoute("mensaje");
