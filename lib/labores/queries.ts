import "server-only";
import { publicRead, TAGS } from "@/lib/cache";
import { db } from "@/lib/db";

export interface LaborCard {
  id: number;
  slug: string;
  titulo: string;
  anio_ejecucion: number;
  resumen: string | null;
  portada_url: string | null;
  portada_alt: string | null;
}

async function readLatestLabores(): Promise<LaborCard[]> {
  const rows = await db().labor.findMany({
    where: { estado: "publicado" },
    orderBy: [{ anio_ejecucion: "desc" }, { id: "desc" }],
    take: 3,
    select: {
      id: true,
      slug: true,
      titulo: true,
      anio_ejecucion: true,
      resumen: true,
      portada_url: true,
      portada_alt: true,
      thumbnail_url: true,
    },
  });
  return rows.map(({ thumbnail_url, ...labor }) => ({
    ...labor,
    portada_url: labor.portada_url ?? thumbnail_url,
  }));
}

/** The three most recent published labores (by execution year) for the home page. */
export const getHomeLabores = publicRead(readLatestLabores, "home-labores", [TAGS.labores], 300);
