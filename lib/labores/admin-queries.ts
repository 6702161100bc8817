import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  detailSelect,
  listSelect,
  mediaSelect,
  toDetail,
  toListItem,
  toMediaItem,
} from "@/lib/labores/dto";
import {
  sortLaborMedia,
  type LaborDetail,
  type LaborListFilters,
  type LaborMediaItem,
  type LaborPage,
} from "@/lib/labores/schema";

// Full-text conditions use the exact expression of the GIN index `labores_search_idx`
// (prisma/migrations/*_spanish_full_text), so PostgreSQL answers them from the index.
const matchesQuery = (q: string) =>
  Prisma.sql`spanish_document(titulo, coalesce(subtitulo, '') || ' ' || coalesce(resumen, ''), descripcion) @@ spanish_query(${q})`;

/** Ids (one page, in list order) and total of the labores matching the filters, `q` included. */
async function searchPage({
  q,
  anio,
  estado,
  page,
  pageSize,
}: LaborListFilters & { q: string }): Promise<{ ids: number[]; total: number }> {
  const conditions = [Prisma.sql`TRUE`];
  if (estado) conditions.push(Prisma.sql`estado = ${estado}::"LaborStatus"`);
  if (anio) conditions.push(Prisma.sql`anio_ejecucion = ${anio}`);
  const where = Prisma.join(conditions, " AND ");
  // Matches first, through the index (materialized): a narrow filter must not make PostgreSQL
  // compute the text vector of every row it selects instead.
  const matches = Prisma.sql`WITH matches AS MATERIALIZED (SELECT id FROM labores WHERE ${matchesQuery(q)})`;
  const rows = await db().$queryRaw<{ id: number; total: bigint }[]>`
    ${matches} SELECT id, count(*) OVER () AS total FROM labores WHERE id IN (SELECT id FROM matches) AND ${where}
    ORDER BY anio_ejecucion DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await db().$queryRaw<
            { total: bigint }[]
          >`${matches} SELECT count(*) AS total FROM labores WHERE id IN (SELECT id FROM matches) AND ${where}`
        )[0]?.total ?? 0,
      );
  return { ids: rows.map((row) => row.id), total };
}

/** The administration list: every state, newest execution year first, with filters and paging. */
export async function listAdminLabores(filters: LaborListFilters): Promise<LaborPage> {
  const { page, pageSize } = filters;
  if (filters.q) {
    const { ids, total } = await searchPage({ ...filters, q: filters.q });
    const rows = await db().labor.findMany({ where: { id: { in: ids } }, select: listSelect });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      items: ids.flatMap((id) => (byId.has(id) ? [toListItem(byId.get(id)!)] : [])),
      total,
      page,
      pageSize,
    };
  }
  const where: Prisma.LaborWhereInput = {
    ...(filters.estado ? { estado: filters.estado } : {}),
    ...(filters.anio ? { anio_ejecucion: filters.anio } : {}),
  };
  const [rows, total] = await Promise.all([
    db().labor.findMany({
      where,
      orderBy: [{ anio_ejecucion: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: listSelect,
    }),
    db().labor.count({ where }),
  ]);
  return { items: rows.map(toListItem), total, page, pageSize };
}

/** The labor categories for the editor's select, by name. */
export function listLaborCategories(): Promise<{ id: number; nombre: string }[]> {
  return db().laborCategory.findMany({
    select: { id: true, nombre: true },
    orderBy: { nombre: "asc" },
  });
}

/** One labor (any state) with its description, or null. */
export async function getAdminLabor(id: number): Promise<LaborDetail | null> {
  const row = await db().labor.findUnique({ where: { id }, select: detailSelect });
  return row ? toDetail(row) : null;
}

/** A labor's media in display order (cover, orden, id); null when the labor does not exist. */
export async function listLaborMedia(laborId: number): Promise<LaborMediaItem[] | null> {
  const labor = await db().labor.findUnique({
    where: { id: laborId },
    select: { media: { select: mediaSelect } },
  });
  return labor ? sortLaborMedia(labor.media.map(toMediaItem)) : null;
}
