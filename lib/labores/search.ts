import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { listSelect, toListItem } from "@/lib/labores/mappers";
import type { LaborListFilters, LaborPage } from "@/lib/labores/schema";

// The labores list behind both the office's list (every state) and the public one (published
// only, as a filter), with filters and paging: the public one newest execution year first, the
// office's newest created first, so that a labor just saved is at the top. Who may read what is
// decided by the callers (lib/labores/admin-queries.ts checks labores.write).

/** The two orders: by execution year (the public list), by creation (the office's). */
type LaborOrder = "anio" | "creada";

const ORDER_SQL: Record<LaborOrder, Prisma.Sql> = {
  anio: Prisma.sql`anio_ejecucion DESC, id DESC`,
  creada: Prisma.sql`id DESC`,
};
const ORDER_BY: Record<LaborOrder, Prisma.LaborOrderByWithRelationInput[]> = {
  anio: [{ anio_ejecucion: "desc" }, { id: "desc" }],
  creada: [{ id: "desc" }],
};

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
  order,
}: LaborListFilters & { q: string; order: LaborOrder }): Promise<{ ids: number[]; total: number }> {
  const conditions = [Prisma.sql`TRUE`];
  if (estado) conditions.push(Prisma.sql`estado = ${estado}::"LaborStatus"`);
  if (anio) conditions.push(Prisma.sql`anio_ejecucion = ${anio}`);
  const where = Prisma.join(conditions, " AND ");
  // Matches first, through the index (materialized): a narrow filter must not make PostgreSQL
  // compute the text vector of every row it selects instead.
  const matches = Prisma.sql`WITH matches AS MATERIALIZED (SELECT id FROM labores WHERE ${matchesQuery(q)})`;
  const rows = await db().$queryRaw<{ id: number; total: bigint }[]>`
    ${matches} SELECT id, count(*) OVER () AS total FROM labores WHERE id IN (SELECT id FROM matches) AND ${where}
    ORDER BY ${ORDER_SQL[order]} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
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

/** One page of the labores matching `filters`, in `order`. */
export async function searchLabores(
  filters: LaborListFilters,
  order: LaborOrder,
): Promise<LaborPage> {
  const { page, pageSize } = filters;
  if (filters.q) {
    const { ids, total } = await searchPage({ ...filters, q: filters.q, order });
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
      orderBy: ORDER_BY[order],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: listSelect,
    }),
    db().labor.count({ where }),
  ]);
  return { items: rows.map(toListItem), total, page, pageSize };
}
