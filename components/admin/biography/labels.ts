import {
  BIOGRAPHY_IMAGE_SLOTS,
  type BiographyDetail,
  type BiographyImageField,
} from "@/lib/biography/schema";

type TextField = Exclude<
  keyof BiographyDetail,
  | "id"
  | "version"
  | "es_activa"
  | "created_at"
  | "fecha_actualizacion"
  | "imagenes"
  | "bloques"
  | BiographyImageField
>;

/** The text fields of a version, in the order the form and the details show them. */
export const TEXT_LABELS: { field: TextField; label: string }[] = [
  { field: "slogan", label: "Eslogan" },
  { field: "introduccion", label: "Introducción" },
  { field: "biografia_texto", label: "Biografía" },
  { field: "trayectoria", label: "Trayectoria" },
  { field: "mision", label: "Misión" },
  { field: "valores", label: "Valores" },
  { field: "historia_gestion", label: "Historia de gestión" },
  { field: "mensaje_final", label: "Mensaje final" },
  { field: "video_url", label: "URL del video" },
];

const IMAGE_LABELS: Record<BiographyImageField, string> = {
  imagen_principal: "Imagen principal",
  imagen_destacada: "Imagen destacada",
  imagen_logo: "Logo",
  imagen_profesional: "Imagen profesional",
};

/** The four single images, with the path segment of their upload call. */
export const IMAGE_SLOTS = Object.entries(BIOGRAPHY_IMAGE_SLOTS).map(([segment, field]) => ({
  segment,
  field,
  label: IMAGE_LABELS[field],
}));
