import { imageListRoute, imageUploadRoute } from "@/lib/values/image-routes";

export const GET = imageListRoute("formal");
export const POST = imageUploadRoute("formal");
