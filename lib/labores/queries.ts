import "server-only";
import { publicRead, TAGS } from "@/lib/content/cache";
import { db, type Prisma } from "@/lib/db";
import { idFromSegment } from "@/lib/validation/fields";
import { looksLikeHtml } from "@/lib/format/display";
import { sanitizeOptionalHtml } from "@/lib/content/html";
import { mediaSelect, toMediaItem } from "@/lib/labores/mappers";
import { searchLabores } from "@/lib/labores/search";
import { sortLaborMedia, type LaborListItem } from "@/lib/labores/schema";

// Reads of the public site: published labores only, cached for every visitor and expired by the
// labores tag on every change.

export interface LaborCard {
  id: number;
  slug: string;
  titulo: string;
  subtitulo: string | null;
  resumen: string | null;
  anio_ejecucion: number;
  /** The same year under the spec's other name. */
  anio: number;
  portada_url: string | null;
  portada_alt: string | null;
}

export interface LaborCardPage {
  items: LaborCard[];
  total: number;
  page: number;
  pageSize: number;
}

interface PublicLaborMedia {
  id: number;
  tipo: "image" | "video" | "document";
  url: string;
  alt: string;
  titulo: string | null;
  descripcion: string | null;
}

export interface PublicLabor extends LaborCard {
  /** As stored: plain text or HTML (sanitized on save). */
  descripcion: string | null;
  /** The description when it is HTML, sanitized again; null for plain text. */
  descripcion_html: string | null;
  updated_at: string;
  media: PublicLaborMedia[];
}

export interface PublicLaborFilters {
  q?: string;
  anio?: number;
  page: number;
  pageSize: number;
}

const cardSelect = {
  id: true,
  slug: true,
  titulo: true,
  subtitulo: true,
  resumen: true,
  anio_ejecucion: true,
  portada_url: true,
  portada_alt: true,
  thumbnail_url: true,
} satisfies Prisma.LaborSelect;

type CardFields = Pick<LaborListItem, keyof typeof cardSelect>;

function toCard(labor: CardFields): LaborCard {
  return {
    id: labor.id,
    slug: labor.slug,
    titulo: labor.titulo,
    subtitulo: labor.subtitulo,
    resumen: labor.resumen,
    anio_ejecucion: labor.anio_ejecucion,
    anio: labor.anio_ejecucion,
    portada_url: labor.portada_url ?? labor.thumbnail_url,
    portada_alt: labor.portada_alt,
  };
}

const PUBLISHED = { estado: "publicado" } as const;

const latestLabores = publicRead(
  "labores.latestLabores",
  TAGS.labores,
  async (limit: number): Promise<LaborCard[]> => {
    const rows = await db().labor.findMany({
      where: PUBLISHED,
      orderBy: [{ anio_ejecucion: "desc" }, { id: "desc" }],
      take: limit,
      select: cardSelect,
    });
    return rows.map(toCard);
  },
);

/** The three most recent published labores (by execution year) for the home page. */
export const getHomeLabores = () => latestLabores(3);

/** One page of published labores, newest execution year first; `q` uses the full-text index. */
export const getLaborPage = publicRead(
  "labores.getLaborPage",
  TAGS.labores,
  async (filters: PublicLaborFilters): Promise<LaborCardPage> => {
    // The administration list already searches through the Spanish full-text index; here it is
    // limited to published items.
    const page = await searchLabores(
      { ...filters, q: filters.q, estado: PUBLISHED.estado },
      "anio",
    );
    return { ...page, items: page.items.map(toCard) };
  },
);

/** The execution years that have published labores, newest first (the year filter). */
export const getLaborYears = publicRead(
  "labores.getLaborYears",
  TAGS.labores,
  async (): Promise<number[]> => {
    const rows = await db().labor.findMany({
      where: PUBLISHED,
      distinct: ["anio_ejecucion"],
      orderBy: { anio_ejecucion: "desc" },
      select: { anio_ejecucion: true },
    });
    return rows.map((row) => row.anio_ejecucion);
  },
);

/** A published labor by slug (or numeric id) with its media, cover first; null otherwise. */
export const getPublicLabor = publicRead(
  "labores.getPublicLabor",
  TAGS.labores,
  async (slugOrId: string): Promise<PublicLabor | null> => {
    const id = idFromSegment(slugOrId);
    const where = id ? { id } : { slug: slugOrId };
    const row = await db().labor.findFirst({
      where: { ...where, ...PUBLISHED },
      select: {
        ...cardSelect,
        descripcion: true,
        updated_at: true,
        media: { select: mediaSelect },
      },
    });
    if (!row) return null;
    const { media, descripcion, updated_at, ...card } = row;
    return {
      ...toCard(card),
      descripcion,
      descripcion_html:
        descripcion && looksLikeHtml(descripcion) ? sanitizeOptionalHtml(descripcion) : null,
      updated_at: updated_at.toISOString(),
      media: sortLaborMedia(media.map(toMediaItem)).map((item) => ({
        id: item.id,
        tipo: item.tipo,
        url: item.secure_url ?? item.url,
        alt: item.descripcion ?? item.titulo ?? "",
        titulo: item.titulo,
        descripcion: item.descripcion,
      })),
    };
  },
);

/** Every published labor's slug and last change (sitemap, prerendered paths). */
export const getLaborSitemap = publicRead(
  "labores.getLaborSitemap",
  TAGS.labores,
  async (): Promise<{ slug: string; updated_at: string }[]> => {
    const rows = await db().labor.findMany({
      where: PUBLISHED,
      orderBy: [{ anio_ejecucion: "desc" }, { id: "desc" }],
      select: { slug: true, updated_at: true },
    });
    return rows.map((row) => ({ slug: row.slug, updated_at: row.updated_at.toISOString() }));
  },
);
