import { biographyImageRoute } from "../image-upload";

export const POST = biographyImageRoute("imagen_logo");
