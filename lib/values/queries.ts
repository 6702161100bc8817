import "server-only";
import { publicRead, TAGS } from "@/lib/content/cache";
import { db } from "@/lib/db";
import type { VisualKind } from "@/lib/values/schema";

// Reads of the public site: the newest commitment (the highest id, product.md §C.7), cached for every
// visitor and expired by the values tag on every change.

export interface FeaturedValue {
  id: number;
  titulo: string;
  descripcion: string | null;
  imagen: string | null;
}

/** The first two ethical values of the newest commitment, each with its first image. */
export const getFeaturedValues = publicRead(
  "values.getFeaturedValues",
  TAGS.values,
  async (): Promise<FeaturedValue[]> => {
    const compromiso = await db().compromiso.findFirst({
      orderBy: { id: "desc" },
      select: {
        valores: {
          orderBy: { id: "asc" },
          take: 2,
          select: {
            id: true,
            titulo: true,
            descripcion: true,
            images: { orderBy: { id: "asc" }, take: 1, select: { url: true } },
          },
        },
      },
    });
    return (compromiso?.valores ?? []).map(({ images, ...valor }) => ({
      ...valor,
      imagen: images[0]?.url ?? null,
    }));
  },
);

interface PublicValueImage {
  id: number;
  url: string;
  descripcion: string | null;
}

export interface PublicValueItem {
  id: number;
  titulo: string;
  descripcion: string | null;
  images: PublicValueImage[];
}

interface PublicMessage {
  id: number;
  texto: string;
  images: PublicValueImage[];
}

interface PublicVisual {
  id: number;
  tipo: VisualKind;
  descripcion: string | null;
  url: string;
}

/** Everything the values page shows: intro, values, messages, visual resources, commitments. */
export interface PublicCommitment {
  id: number;
  titulo: string | null;
  subtitulo: string | null;
  introduccion: string | null;
  updated_at: string;
  valores: PublicValueItem[];
  mensajes: PublicMessage[];
  visuales: PublicVisual[];
  formales: PublicValueItem[];
}

const byId = { id: "asc" } as const;
const images = { select: { id: true, url: true }, orderBy: byId } as const;

/** The newest commitment with everything in it, or null when there is none. */
export const getPublicCommitment = publicRead(
  "values.getPublicCommitment",
  TAGS.values,
  async (): Promise<PublicCommitment | null> => {
    const row = await db().compromiso.findFirst({
      orderBy: { id: "desc" },
      select: {
        id: true,
        introduccion_titulo: true,
        introduccion_subtitulo: true,
        introduccion_parrafo: true,
        updated_at: true,
        valores: { select: { id: true, titulo: true, descripcion: true, images }, orderBy: byId },
        mensajes: { select: { id: true, texto: true, images }, orderBy: byId },
        visuales: { select: { id: true, tipo: true, descripcion: true, url: true }, orderBy: byId },
        formales: {
          select: {
            id: true,
            titulo: true,
            descripcion: true,
            images: { select: { id: true, url: true, descripcion: true }, orderBy: byId },
          },
          orderBy: byId,
        },
      },
    });
    if (!row) return null;
    const withoutCaption = (list: { id: number; url: string }[]) =>
      list.map((image) => ({ ...image, descripcion: null }));
    return {
      id: row.id,
      titulo: row.introduccion_titulo,
      subtitulo: row.introduccion_subtitulo,
      introduccion: row.introduccion_parrafo,
      updated_at: row.updated_at.toISOString(),
      valores: row.valores.map((valor) => ({ ...valor, images: withoutCaption(valor.images) })),
      mensajes: row.mensajes.map((mensaje) => ({
        ...mensaje,
        images: withoutCaption(mensaje.images),
      })),
      visuales: row.visuales,
      formales: row.formales,
    };
  },
);
