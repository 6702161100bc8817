import { biographyImageRoute } from "@/lib/biography/image-route";

export const POST = biographyImageRoute("imagen_principal");
