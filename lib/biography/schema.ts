import { z } from "zod";
import {
  MAX_DATABASE_INT,
  optionalText,
  optionalUrl,
  pageField,
  requiredRef,
  requiredText,
} from "@/lib/validation/fields";

// Biography versions (product.md §B.3, §5, §7). Client-safe.

export const BIOGRAPHY_TEXT_FIELDS = [
  "introduccion",
  "biografia_texto",
  "slogan",
  "trayectoria",
  "mision",
  "valores",
  "historia_gestion",
  "mensaje_final",
] as const;

/** The four single images of a version, by the path segment of their upload call. */
export const BIOGRAPHY_IMAGE_SLOTS = {
  "imagen-principal": "imagen_principal",
  "imagen-destacada": "imagen_destacada",
  "imagen-logo": "imagen_logo",
  "imagen-profesional": "imagen_profesional",
} as const;
export type BiographyImageField =
  (typeof BIOGRAPHY_IMAGE_SLOTS)[keyof typeof BIOGRAPHY_IMAGE_SLOTS];

export const BIOGRAPHY_MESSAGES = {
  created: "Biografía creada correctamente",
  imagesUploaded: "Imágenes subidas correctamente",
  empty: "Escribe al menos un campo de la biografía.",
  notFound: "Biografía no encontrada.",
  missingImage: "Selecciona una imagen primero.",
  missingId: "Falta el identificador de la biografía.",
  imageNotFound: "Imagen no encontrada.",
  imageDeleted: "Imagen eliminada.",
  imageDeleteFailed: "No se pudo eliminar la imagen.",
  imageDeleteQuestion: "¿Eliminar esta imagen de la galería?",
} as const;

/** The most blocks a version holds. */
export const BIOGRAPHY_MAX_BLOCKS = 50;

const block = z.object({
  titulo: requiredText("El título del bloque es obligatorio.", 200),
  contenido: requiredText("El contenido del bloque es obligatorio.", 20_000),
  orden: z.coerce.number().int().min(0).max(MAX_DATABASE_INT).optional(),
});

/**
 * The text of a new version (PUT /api/biografia/texto). Empty fields are stored as null; images,
 * gallery and (unless sent) blocks are carried over from the active version. Blocks are stored in
 * the order sent (`orden` overrides it); an empty list means the new version has none.
 */
export const biographyTextInput = z
  .object({
    introduccion: optionalText(5_000),
    biografia_texto: optionalText(100_000),
    slogan: optionalText(300),
    trayectoria: optionalText(50_000),
    mision: optionalText(10_000),
    valores: optionalText(10_000),
    historia_gestion: optionalText(50_000),
    mensaje_final: optionalText(10_000),
    video_url: optionalUrl("La URL del video no es válida."),
    bloques: z.array(block).max(BIOGRAPHY_MAX_BLOCKS).optional(),
  })
  .refine((input) => BIOGRAPHY_TEXT_FIELDS.some((field) => input[field]), {
    message: BIOGRAPHY_MESSAGES.empty,
  });

export type BiographyTextInput = z.input<typeof biographyTextInput>;
export type BiographyText = z.output<typeof biographyTextInput>;

/** Fields of an image upload besides the file (`imagen`). */
export const biographyImageFields = z.object({
  biografia_id: requiredRef(BIOGRAPHY_MESSAGES.missingId),
  descripcion: optionalText(300),
});

export interface BiographyVersionSummary {
  id: number;
  version: number;
  es_activa: boolean;
  slogan: string | null;
  created_at: string;
  fecha_actualizacion: string;
}

export interface BiographyDetail extends BiographyVersionSummary {
  introduccion: string | null;
  biografia_texto: string | null;
  trayectoria: string | null;
  mision: string | null;
  valores: string | null;
  historia_gestion: string | null;
  mensaje_final: string | null;
  video_url: string | null;
  imagen_principal: string | null;
  imagen_destacada: string | null;
  imagen_logo: string | null;
  imagen_profesional: string | null;
  imagenes: { id: number; url: string; descripcion: string | null }[];
  bloques: { id: number; titulo: string; contenido: string; orden: number }[];
}

/** What 'Crear Nueva Biografía' starts from: the active version's text and blocks, in order. */
export type BiographyDraft = Pick<
  BiographyDetail,
  "version" | (typeof BIOGRAPHY_TEXT_FIELDS)[number] | "video_url"
> & { bloques: { titulo: string; contenido: string }[] };

/** The versions list of 'Ver Biografías': its page, in the URL; 20 versions a page. */
export const BIOGRAPHY_VERSIONS_PAGE_SIZE = 20;
export const biographyVersionListQuery = z.object({ page: pageField });
