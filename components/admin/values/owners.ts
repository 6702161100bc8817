import { FORMAL_IMAGE_RULES, VALUE_IMAGE_RULES } from "@/lib/values/limits";

export type ImageOwnerName = "valor" | "formal" | "mensaje";

const SEGMENT: Record<ImageOwnerName, string> = {
  valor: "valores",
  formal: "formales",
  mensaje: "mensajes",
};

/** GET and POST of an owner's images. */
export const imagesUrl = (owner: ImageOwnerName, id: number) =>
  `/api/valores/${SEGMENT[owner]}/${id}/imagenes`;

/** The server's rules for each owner's images (formal commitments: JPG, PNG or WEBP up to 5 MB). */
export const IMAGE_RULES = {
  valor: VALUE_IMAGE_RULES,
  formal: FORMAL_IMAGE_RULES,
  mensaje: VALUE_IMAGE_RULES,
} as const;
