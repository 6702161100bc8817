import "server-only";
import { publicRead, TAGS } from "@/lib/cache";
import { db } from "@/lib/db";

export interface FeaturedValue {
  id: number;
  titulo: string;
  descripcion: string | null;
  imagen: string | null;
}

async function readFeaturedValues(): Promise<FeaturedValue[]> {
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
}

/** The first two ethical values of the newest commitment, each with its first image. */
export const getFeaturedValues = publicRead(readFeaturedValues, "featured-values", [TAGS.values], 300);
